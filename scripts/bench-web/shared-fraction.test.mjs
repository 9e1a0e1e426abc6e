import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SourceMapGenerator } from 'source-map-js';
import { sharedFraction } from './shared-fraction.mjs';

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
