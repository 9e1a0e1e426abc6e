// `pnpm start`'s pages carry the site's Content-Security-Policy (no 'unsafe-eval'), so a
// development build must run without eval (an eval source map left every page "loading") and
// bring its styles as files (an injected <style> has no nonce).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');

for (const app of ['host', 'mfe-account', 'mfe-backoffice']) {
  test(`${app}: the development build uses no eval`, () => {
    const cwd = process.cwd();
    process.chdir(path.join(root, app));
    try {
      const config = require(path.join(root, app, 'webpack.config.js'));
      const targets = [config(undefined, { mode: 'development' })].flat();
      assert.ok(targets.length > 0);
      for (const target of targets) {
        assert.ok(
          !String(target.devtool ?? '').includes('eval'),
          `${target.name}: ${target.devtool}`,
        );
        // Nor a <style> injected without the page's nonce: CSS comes as files.
        const loaders = JSON.stringify(target.module?.rules ?? []);
        assert.ok(!loaders.includes('style-loader'), `${target.name} injects styles`);
      }
    } finally {
      process.chdir(cwd);
    }
  });
}

test('the development pages let in every remote’s dev server and every live reload socket', () => {
  const { devRemoteOrigins, devRemotesManifest } = require('./dev-remotes.cjs');
  const origins = devRemoteOrigins().split(' ');
  for (const url of Object.values(devRemotesManifest({}))) {
    assert.ok(origins.includes(new URL(url).origin), url);
  }
  assert.ok(origins.includes('ws://localhost:3000'));
  assert.ok(origins.includes('ws://localhost:3005'));
});
