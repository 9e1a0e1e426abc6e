// Production runs the compiled API (issue 33): `pnpm --filter @shop/api build` writes dist/, and
// `node dist/server.js` starts with no TypeScript loader and finds from there everything the
// source finds (its plugins and routes, the routes' access.ts, the migrations, the locales).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startApiProcess } from './helpers/api-process';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the compiled API', () => {
  const outbox = mkdtempSync(path.join(os.tmpdir(), 'shop-compiled-outbox-'));
  let port = 0;
  let server: Awaited<ReturnType<typeof startApiProcess>> | undefined;
  const api = (p: string) => `http://127.0.0.1:${port}${p}`;

  before(async () => {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiRoot, stdio: 'ignore' });
    port = await freePort();
    server = await startApiProcess(
      port,
      {
        PGLITE_DIR: 'memory://',
        DATABASE_URL: '',
        REDIS_URL: '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        MAIL_OUTBOX_DIR: outbox,
      },
      { run: 'compiled' },
    );
  });
  after(async () => {
    await server?.stop('SIGKILL');
    rmSync(outbox, { recursive: true, force: true });
  });

  it('holds JavaScript only: no TypeScript is left to a loader', () => {
    const files = readdirSync(path.join(apiRoot, 'dist'), { recursive: true, encoding: 'utf8' });
    assert.ok(files.includes('server.js'));
    assert.deepEqual(
      files.filter((file) => /\.[cm]?tsx?$/.test(file)),
      [],
    );
  });

  it('starts with plain node and answers /health from its migrated database', async () => {
    const health = await fetch(api('/health'));
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { status: 'ok', database: 'up' });
  });

  it('serves the routes it loads by folder', async () => {
    const product = await fetch(api('/catalogue/products/zonnig-boeket'));
    assert.equal(product.status, 200);
    assert.equal(((await product.json()) as { slug: string }).slug, 'zonnig-boeket');
    assert.equal((await fetch(api('/carts'), { method: 'POST' })).status, 201);
  });

  it('stops on SIGTERM with exit code 0', async () => {
    const running = server!;
    server = undefined;
    assert.equal(await running.stop('SIGTERM'), 0);
  });
});
