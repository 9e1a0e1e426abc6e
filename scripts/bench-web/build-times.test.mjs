import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { appBuilds, builds } from './build-times.mjs';

const { remoteNames } = createRequire(import.meta.url)(
  '../../tooling/webpack-config/remote-names.cjs',
);

test('builds every app the bench serves, the back office included, and the monolith', () => {
  assert.deepEqual(
    builds.map((build) => build.app),
    ['host', 'account', 'checkout', 'product', 'giftcard', 'backoffice', 'monolith'],
  );
  assert.equal(
    builds.find((build) => build.app === 'backoffice').command,
    'pnpm --filter @shop/mfe-backoffice build',
  );
});

test('builds each remote of the one list (shared-contracts/src/modules/remotes.json)', () => {
  assert.deepEqual(
    appBuilds().map((build) => build.app),
    ['host', ...remoteNames],
  );
});
