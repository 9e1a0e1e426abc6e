// `pnpm --filter @shop/api seed:demo`: compose's one-shot `demo-data` service, which puts the
// demo shop into the database before an API that runs as production does (and so refuses
// SEED_DEMO_DATA) starts on it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/db/database';
import { scratchDatabase } from '../helpers/api-process';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function seedDemoCommand(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/seed-demo.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

async function counts(databaseUrl: string | undefined, pgliteDir: string) {
  const database = await openDatabase({ databaseUrl, pgliteDir });
  try {
    const rows = await database.db.execute(
      "select (select count(*)::int from products) as products, (select count(*)::int from orders) as orders, (select count(*)::int from staff_members where email = 'winkel@bloemenzo.nl') as staff",
    );
    return (rows as unknown as { rows: { products: number; orders: number; staff: number }[] })
      .rows[0]!;
  } finally {
    await database.close();
  }
}

describe('the seed:demo command', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-seed-demo-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a production environment in one line, and touches nothing', async () => {
    const pgliteDir = path.join(dir, 'refused');
    const { code, stderr } = await seedDemoCommand({
      NODE_ENV: 'production',
      PGLITE_DIR: pgliteDir,
    });
    assert.equal(code, 1);
    assert.match(stderr.trim(), /^seed:demo failed: .*NODE_ENV=production/);
    assert.equal(stderr.trim().split('\n').length, 1);
  });

  const targets = [{ name: 'PGlite', url: undefined as string | undefined }];
  if (process.env.DATABASE_URL) targets.push({ name: 'PostgreSQL', url: process.env.DATABASE_URL });
  for (const target of targets) {
    it(`puts the demo shop into an empty database once, on ${target.name}`, async () => {
      const pgliteDir = path.join(dir, `pglite-${target.name}`);
      const scratch = target.url ? await scratchDatabase(target.url, 'seed_demo') : undefined;
      try {
        const env = { PGLITE_DIR: pgliteDir, DATABASE_URL: scratch?.url ?? '' };
        const first = await seedDemoCommand(env);
        assert.equal(first.code, 0, first.stderr);
        assert.match(first.stdout, /seeded the demo catalogue/);
        assert.match(first.stdout, /seeded demo orders: /);
        const seeded = await counts(scratch?.url, pgliteDir);
        assert.ok(seeded.products > 0);
        assert.ok(seeded.orders >= 5, `${seeded.orders} demo orders`);
        assert.equal(seeded.staff, 1);

        const again = await seedDemoCommand(env);
        assert.equal(again.code, 0, again.stderr);
        assert.doesNotMatch(again.stdout, /seeded/);
        assert.deepEqual(await counts(scratch?.url, pgliteDir), seeded);
      } finally {
        await scratch?.drop();
      }
    });
  }
});
