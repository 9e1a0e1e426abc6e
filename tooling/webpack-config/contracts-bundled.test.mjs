// @shop/contracts is bundled into each app, never a Module Federation shared module (ADR 0034):
// a contract is checked when an app is built, and no app waits for another's copy at run time.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { sharedSingletons } = require('./shared.cjs');
const root = path.resolve(import.meta.dirname, '../..');

const { remoteNames } = require('./remote-names.cjs');

for (const app of ['host', ...remoteNames.map((name) => `mfe-${name}`)]) {
  test(`${app} bundles @shop/contracts and shares the kit`, () => {
    const { dependencies } = require(path.join(root, app, 'package.json'));
    assert.ok(dependencies['@shop/contracts'], `${app} depends on @shop/contracts`);
    const cwd = process.cwd();
    process.chdir(path.join(root, app));
    try {
      const shared = Object.keys(sharedSingletons(dependencies));
      assert.ok(shared.includes('@shop/shared-ui'), shared.join(', '));
      assert.deepEqual(
        shared.filter((name) => name.startsWith('@shop/contracts')),
        [],
      );
    } finally {
      process.chdir(cwd);
    }
  });
}
