// The shared singletons' version ranges come from the workspace versions (ADR 0035), and the
// SHOP_SHARED_VERSION_OVERRIDE test seam builds a remote as if a shared package were newer.
import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { sharedSingletons, versionOverrides } = require('./shared.cjs');
const repoRoot = path.resolve(import.meta.dirname, '../..');
const sharedUiVersion = require('../../shared-ui/package.json').version;
const workspaceDependencies = {
  '@shop/shared-ui': 'workspace:*',
  '@shop/shared-http': 'workspace:*',
};

describe('sharedSingletons', () => {
  const cwd = process.cwd();
  beforeEach(() => process.chdir(path.join(repoRoot, 'host')));
  afterEach(() => {
    process.chdir(cwd);
    delete process.env.SHOP_SHARED_VERSION_OVERRIDE;
  });

  it('needs the caret range of each workspace package and its subpaths', () => {
    const shared = sharedSingletons(workspaceDependencies);
    assert.equal(shared['@shop/shared-ui'].requiredVersion, `^${sharedUiVersion}`);
    assert.equal(shared['@shop/shared-ui/router'].requiredVersion, `^${sharedUiVersion}`);
    assert.equal(shared['@shop/shared-ui'].version, undefined);
    assert.equal(shared['@shop/shared-auth'], undefined);
  });

  it('builds as if a package had the version the override names', () => {
    process.env.SHOP_SHARED_VERSION_OVERRIDE = '@shop/shared-ui=9.0.0';
    const shared = sharedSingletons(workspaceDependencies);
    assert.deepEqual(
      [shared['@shop/shared-ui'], shared['@shop/shared-ui/forms']].map((entry) => [
        entry.version,
        entry.requiredVersion,
      ]),
      [
        ['9.0.0', '^9.0.0'],
        ['9.0.0', '^9.0.0'],
      ],
    );
    assert.notEqual(shared['@shop/shared-http'].requiredVersion, '^9.0.0');
  });
});

describe('versionOverrides', () => {
  it('reads several comma-separated overrides', () => {
    assert.deepEqual(
      [...versionOverrides('@shop/shared-ui=2.1.0, @shop/shared-http=3.0.0-next.1')],
      [
        ['@shop/shared-ui', '2.1.0'],
        ['@shop/shared-http', '3.0.0-next.1'],
      ],
    );
  });

  it('refuses a value that is not package=version, naming it', () => {
    assert.throws(() => versionOverrides('@shop/shared-ui:9'), /"@shop\/shared-ui:9" is not/);
  });
});
