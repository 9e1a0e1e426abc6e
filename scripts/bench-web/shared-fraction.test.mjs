import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SourceMapGenerator } from 'source-map-js';
import {
  federationRuntimeFraction,
  isFederationRuntimeSource,
  isI18nextSource,
  isReactI18nextSource,
  sharedFraction,
  translationFractions,
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

const reactI18next =
  'node_modules/.pnpm/react-i18next@17.1.13_i18next@26.7.2_typescript@5.9.3__react-dom@19.3.1_react@19.3.1__react@19.3.1_typescript@5.9.3/node_modules/react-i18next';

test('tells i18next from react-i18next, and both from the code that uses them', () => {
  for (const source of [
    'node_modules/.pnpm/i18next@26.7.2_typescript@5.9.3/node_modules/i18next/dist/esm/i18next.js',
    'node_modules/i18next/dist/esm/i18next.js',
  ]) {
    assert.ok(isI18nextSource(source), source);
    assert.ok(!isReactI18nextSource(source), source);
  }
  for (const source of [
    `${reactI18next}/dist/es/useTranslation.js`,
    `${reactI18next}/dist/es/Trans.js`,
    'node_modules/react-i18next/dist/es/context.js',
    'node_modules/.pnpm/html-parse-stringify@4.0.1/node_modules/html-parse-stringify/dist/esm/html-parse-stringify.js',
    'node_modules/.pnpm/void-elements@3.1.0/node_modules/void-elements/index.js',
    'node_modules/.pnpm/use-sync-external-store@1.7.0_react@19.3.1/node_modules/use-sync-external-store/shim/index.js',
  ]) {
    assert.ok(isReactI18nextSource(source), source);
    assert.ok(!isI18nextSource(source), source);
  }
  for (const source of [
    'shared-ui/src/i18n/translations.ts',
    'shared-ui/react-i18next-shared.mjs',
    'src/i18n/host-texts.ts',
    'node_modules/.pnpm/i18next-http-backend@3.0.2/node_modules/i18next-http-backend/esm/index.js',
    'node_modules/.pnpm/react@19.3.1/node_modules/react/index.js',
    'webpack/runtime/sharing',
    null,
  ]) {
    assert.ok(!isI18nextSource(source), String(source));
    assert.ok(!isReactI18nextSource(source), String(source));
  }
});

test("counts the bytes of i18next and of react-i18next in one walk of a script's map", () => {
  const map = new SourceMapGenerator({ file: 'main.js' });
  const add = (column, source) =>
    map.addMapping({
      generated: { line: 1, column },
      original: { line: 1, column: 0 },
      source: `webpack://shop_host/../${source}`,
    });
  add(
    0,
    'node_modules/.pnpm/i18next@26.7.2_typescript@5.9.3/node_modules/i18next/dist/esm/i18next.js',
  );
  add(8, `${reactI18next}/dist/es/useTranslation.js`);
  add(
    11,
    'node_modules/.pnpm/html-parse-stringify@4.0.1/node_modules/html-parse-stringify/dist/esm/html-parse-stringify.js',
  );
  add(13, 'shared-ui/src/i18n/translations.ts');
  assert.deepEqual(translationFractions('IIIIIIIIRRRHHsssssss', map.toJSON()), {
    i18next: 8 / 20,
    reactI18next: 5 / 20,
  });
});
