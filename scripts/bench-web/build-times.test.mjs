import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appBuilds, builds } from './build-times.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

test('builds every app the bench serves, the back office included, and the monolith', () => {
  assert.deepEqual(
    builds.map((build) => build.app),
    ['host', 'account', 'backoffice', 'checkout', 'giftcard', 'product', 'monolith'],
  );
  assert.equal(
    builds.find((build) => build.app === 'backoffice').command,
    'pnpm --filter @shop/mfe-backoffice build',
  );
});

test('builds each remote the site serves (e2e/helpers/site.ts, which the bench serves with)', () => {
  const site = readFileSync(path.join(repoRoot, 'e2e', 'helpers', 'site.ts'), 'utf8');
  const served = JSON.parse(
    /export const remoteNames = (\[[^\]]*\])/.exec(site)[1].replace(/'/g, '"'),
  );
  const built = appBuilds().map((build) => build.app);
  for (const remote of served) assert.ok(built.includes(remote), `${remote} is not built`);
});
