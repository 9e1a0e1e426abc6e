// `pnpm start` runs every app of the one list of remotes (shared-contracts/src/modules/remotes.json),
// each in a colour of its own: a remote added to the list without one fails here.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { siteProcesses } from './processes.mjs';

const { remoteNames } = createRequire(import.meta.url)(
  '../../tooling/webpack-config/remote-names.cjs',
);

test('starts the host and every remote of the one list, each with its server build', () => {
  const names = siteProcesses().map((process) => process.name);
  for (const app of ['host', ...remoteNames]) {
    assert.ok(names.includes(app), `${app} is not started`);
    assert.ok(names.includes(`${app}:ssr`), `${app}'s server build is not started`);
  }
  assert.ok(
    siteProcesses().some((process) => process.command === 'pnpm --filter @shop/mfe-backoffice dev'),
  );
});

test('gives the host and every remote a colour of its own', () => {
  const apps = siteProcesses().filter((process) => !/:ssr$|^pages$/.test(process.name));
  const colours = apps.map((process) => process.prefixColor);
  for (const app of apps) assert.ok(app.prefixColor, `${app.name} has no colour`);
  assert.equal(new Set(colours).size, colours.length, colours.join(', '));
});
