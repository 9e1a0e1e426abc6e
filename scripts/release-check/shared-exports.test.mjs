// A shared package's exports change only with the version change they call for (ADR 0035).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkSharedExports, sharedPackageDirs } from './shared-exports.mjs';

describe('the shared packages', () => {
  for (const dir of sharedPackageDirs) {
    it(`${dir}: its exports are the ones recorded with its version (pnpm release:exports)`, () => {
      assert.deepEqual(checkSharedExports(dir), []);
    });
  }
});

/** A package in a temporary folder: version, the source of its entry, its record. */
function fixturePackage(version, source, recorded) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-exports-'));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: '@shop/kit', version, exports: { '.': './src/index.ts' } }),
  );
  writeFileSync(path.join(dir, 'src', 'index.ts'), source);
  writeFileSync(path.join(dir, 'public-api.json'), JSON.stringify(recorded));
  return dir;
}
const recorded = { version: '1.0.0', entries: { '.': ['Button', 'Price'] } };
const both = 'export const Button = 1;\nexport type Price = number;\n';

describe('checkSharedExports', () => {
  it('accepts exports unchanged at the recorded version', () => {
    assert.deepEqual(checkSharedExports(fixturePackage('1.0.0', both, recorded)), []);
  });

  it('refuses an export gone without a major version, naming it', () => {
    const dir = fixturePackage('1.1.0', 'export const Button = 1;\n', recorded);
    const [problem] = checkSharedExports(dir, { write: true });
    assert.match(problem, /@shop\/kit 1\.1\.0 no longer exports \. Price: a major change/);
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'public-api.json'))), recorded);
  });

  it('refuses an export added with only a patch version', () => {
    const dir = fixturePackage('1.0.1', `${both}export const Toast = 2;\n`, recorded);
    assert.match(checkSharedExports(dir)[0], /newly exports \. Toast: a minor change/);
  });

  it('records the exports once the version has moved as far as they need', () => {
    const dir = fixturePackage('1.1.0', `${both}export const Toast = 2;\n`, recorded);
    assert.match(checkSharedExports(dir)[0], /records 1\.0\.0, the package is 1\.1\.0/);
    assert.deepEqual(checkSharedExports(dir, { write: true }), []);
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'public-api.json'))), {
      version: '1.1.0',
      entries: { '.': ['Button', 'Price', 'Toast'] },
    });
    assert.deepEqual(checkSharedExports(dir), []);
  });
});
