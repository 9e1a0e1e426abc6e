import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SourceMapGenerator } from 'source-map-js';
import {
  federationRuntimeFraction,
  isFederationRuntimeSource,
  sharedFraction,
} from './shared-fraction.mjs';

// A script of two lines: 'AAAAbbbbbb' / 'cccccccccc', where A and c come from shared sources.
function script() {
  const map = new SourceMapGenerator({ file: 'main.js' });
  const add = (line, column, source) =>
    map.addMapping({
      generated: { line, column },
      original: { line: 1, column: 0 },
      source: `webpack://shop_host/${source}`,
    });
  add(1, 0, '../node_modules/.pnpm/react@19/node_modules/react/index.js');
  add(1, 4, 'src/app/start.tsx');
  add(2, 0, '../shared-ui/src/index.ts');
  return { code: 'AAAAbbbbbb\ncccccccccc', map: map.toJSON() };
}

test('counts the bytes each shared source was minified into', () => {
  const { code, map } = script();
  const fraction = sharedFraction(code, map, [
    '../node_modules/.pnpm/react@19/node_modules/react/index.js',
    '../shared-ui/src/index.ts',
  ]);
  assert.equal(fraction, 14 / 21);
});

test('is 0 when nothing shared is in the script, and 1 at most', () => {
  const { code, map } = script();
  assert.equal(sharedFraction(code, map, []), 0);
  const all = sharedFraction(code, map, [
    '../node_modules/.pnpm/react@19/node_modules/react/index.js',
    '../shared-ui/src/index.ts',
    'src/app/start.tsx',
  ]);
  assert.ok(all <= 1 && all > 0.9, String(all));
});

test("tells Module Federation's own code from everything else", () => {
  for (const source of [
    'node_modules/.pnpm/@module-federation+runtime-core@2.9.2/node_modules/@module-federation/runtime-core/dist/core.js',
    'node_modules/@module-federation/sdk/dist/index.js',
    './node_modules/.federation/entry.0123abcd.js',
    'webpack/runtime/federation runtime',
    'webpack/runtime/sharing',
    'webpack/runtime/consumes',
  ]) {
    assert.ok(isFederationRuntimeSource(source), source);
  }
  for (const source of [
    'node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js',
    'src/federation/remote-modules.ts',
    'webpack/runtime/jsonp chunk loading',
    '../shared-ui/src/index.ts',
    null,
  ]) {
    assert.ok(!isFederationRuntimeSource(source), String(source));
  }
});

test('counts the bytes the federation runtime was minified into', () => {
  const map = new SourceMapGenerator({ file: 'main.js' });
  const add = (column, source) =>
    map.addMapping({
      generated: { line: 1, column },
      original: { line: 1, column: 0 },
      source: `webpack://shop_host/${source}`,
    });
  add(
    0,
    '../node_modules/.pnpm/@module-federation+sdk@2/node_modules/@module-federation/sdk/dist/index.js',
  );
  add(6, 'src/app/start.tsx');
  add(10, 'webpack/runtime/sharing');
  assert.equal(federationRuntimeFraction('RRRRRRaaaaSS', map.toJSON()), 8 / 12);
});
