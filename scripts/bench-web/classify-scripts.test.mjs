import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  classifyScript,
  describeScript,
  fractionGzipBytes,
  sharedChunkFiles,
  sumByGroup,
  translationGzipBytes,
} from './classify-scripts.mjs';

const productManifest = {
  shared: [
    {
      name: 'react-dom',
      assets: { js: { sync: ['455.3e16b874.js'], async: ['836.f071f716.js'] } },
    },
    { name: '@shop/shared-ui', assets: { js: { sync: ['74.cb748d2f.js'], async: [] } } },
  ],
  exposes: [
    {
      name: 'ProductPage',
      assets: { js: { sync: ['__federation_expose_ProductPage.caa59a48.js'] } },
    },
  ],
};
const site = {
  hostname: '127.0.0.1',
  appPorts: { host: 4300, account: 4301, checkout: 4302, product: 4303, giftcard: 4304 },
  sharedFiles: {
    host: new Map([['262.1e890c07.js', ['react-dom']]]),
    product: sharedChunkFiles(productManifest),
  },
};

test('lists the sync and async chunks of every shared module, and none of the exposed ones', () => {
  const files = sharedChunkFiles(productManifest);
  assert.deepEqual([...files.keys()].sort(), [
    '455.3e16b874.js',
    '74.cb748d2f.js',
    '836.f071f716.js',
  ]);
  assert.deepEqual(files.get('455.3e16b874.js'), ['react-dom']);
  assert.equal(sharedChunkFiles({}).size, 0);
});

test('adds the chunks of what a shared module imports, which the manifest leaves out', () => {
  const files = sharedChunkFiles(productManifest, {
    '@shop/shared-ui/router': ['864.986cd86a.js', '929.2c3a0640.js'],
    react: ['455.3e16b874.js'],
  });
  assert.deepEqual(files.get('864.986cd86a.js'), ['@shop/shared-ui/router']);
  assert.deepEqual(files.get('455.3e16b874.js'), ['react-dom', 'react']);
  assert.equal(files.size, 5);
});

test('counts a script against the app whose port served it', () => {
  assert.equal(classifyScript('http://127.0.0.1:4300/main.js', site), 'host');
  assert.equal(classifyScript('http://127.0.0.1:4301/remoteEntry.js', site), 'account');
  assert.equal(classifyScript('http://127.0.0.1:4302/410.0a1b2c3d.js', site), 'checkout');
  assert.equal(
    classifyScript('http://127.0.0.1:4303/__federation_expose_ProductPage.caa59a48.js', site),
    'product',
  );
  assert.equal(classifyScript('http://127.0.0.1:4304/remoteEntry.js?v=2', site), 'giftcard');
});

test('counts the chunks of shared singletons as shared, whichever app served them', () => {
  assert.equal(classifyScript('http://127.0.0.1:4300/262.1e890c07.js', site), 'shared');
  assert.equal(classifyScript('http://127.0.0.1:4303/455.3e16b874.js', site), 'shared');
  // The same file name from another app is that app's own chunk.
  assert.equal(classifyScript('http://127.0.0.1:4302/455.3e16b874.js', site), 'checkout');
});

test('counts scripts from any other origin, and unparsable URLs, as other', () => {
  assert.equal(classifyScript('http://127.0.0.1:4310/x.js', site), 'other');
  assert.equal(classifyScript('https://cdn.example.com/main.js', site), 'other');
  assert.equal(classifyScript('http://localhost:4300/main.js', site), 'other');
  assert.equal(classifyScript('not a url', site), 'other');
});

test('adds up bytes per group, with every group present and a total', () => {
  const sums = sumByGroup([
    { group: 'host', bytes: 100 },
    { group: 'shared', bytes: 50 },
    { group: 'host', bytes: 25 },
  ]);
  assert.equal(sums.host, 125);
  assert.equal(sums.shared, 50);
  assert.equal(sums.giftcard, 0);
  assert.equal(sums.backoffice, 0);
  assert.equal(sums.total, 175);
});

test('names the shared modules a shared chunk holds', () => {
  assert.deepEqual(describeScript('http://127.0.0.1:4303/836.f071f716.js', site), {
    group: 'shared',
    sharedModules: ['react-dom'],
  });
  assert.deepEqual(describeScript('http://127.0.0.1:4303/remoteEntry.js', site), {
    group: 'product',
    runtimeFraction: 1,
  });
});

test("names the share of a file that is federation's runtime", () => {
  const withRuntime = {
    ...site,
    runtimeFractionOf: (app, file) => (app === 'host' && file === 'main.js' ? 0.15 : 0),
  };
  assert.equal(describeScript('http://127.0.0.1:4300/main.js', withRuntime).runtimeFraction, 0.15);
  assert.equal(
    describeScript('http://127.0.0.1:4303/__federation_expose_ProductPage.caa59a48.js', withRuntime)
      .runtimeFraction,
    undefined,
  );
  assert.equal(
    describeScript('https://cdn.example.com/remoteEntry.js', withRuntime).runtimeFraction,
    undefined,
  );
});

test('splits a file that holds shared modules beside the app’s own code', () => {
  const eagerHost = {
    ...site,
    sharedFiles: { ...site.sharedFiles, host: new Map([['main.js', ['react', 'i18next']]]) },
    sharedFractionOf: (app, file) => (app === 'host' && file === 'main.js' ? 0.8 : 1),
  };
  assert.deepEqual(describeScript('http://127.0.0.1:4300/main.js', eagerHost), {
    group: 'host',
    sharedFraction: 0.8,
    sharedModules: ['react', 'i18next'],
  });
  // A chunk of shared code only still counts as shared, whole.
  assert.equal(classifyScript('http://127.0.0.1:4303/455.3e16b874.js', eagerHost), 'shared');

  const sums = sumByGroup([
    { group: 'host', bytes: 100, sharedFraction: 0.8 },
    { group: 'product', bytes: 40 },
  ]);
  assert.ok(Math.abs(sums.host - 20) < 1e-9);
  assert.ok(Math.abs(sums.shared - 80) < 1e-9);
  assert.equal(sums.product, 40);
  assert.equal(sums.total, 140);
});

test("names the shares of a file that are i18next's and react-i18next's, whatever its group", () => {
  const withTranslator = {
    ...site,
    translationFractionsOf: (app, file) =>
      ({
        'host/main.js': { i18next: 0.08, reactI18next: 0.03 },
        // A remote's own fallback chunk of i18next: shared, but still the translator.
        'product/836.f071f716.js': { i18next: 0.95, reactI18next: 0 },
      })[`${app}/${file}`] ?? { i18next: 0, reactI18next: 0 },
  };
  const main = describeScript('http://127.0.0.1:4300/main.js', withTranslator);
  assert.equal(main.i18nextFraction, 0.08);
  assert.equal(main.reactI18nextFraction, 0.03);
  assert.deepEqual(describeScript('http://127.0.0.1:4303/836.f071f716.js', withTranslator), {
    group: 'shared',
    sharedModules: ['react-dom'],
    i18nextFraction: 0.95,
  });
  assert.deepEqual(describeScript('http://127.0.0.1:4302/410.0a1b2c3d.js', withTranslator), {
    group: 'checkout',
  });
  assert.deepEqual(describeScript('https://cdn.example.com/main.js', withTranslator), {
    group: 'other',
  });
});

test("adds up the gzip bytes a fraction stands for: the runtime's, the translator's", () => {
  const scripts = [
    { gzipBytes: 100, runtimeFraction: 0.2, i18nextFraction: 0.1, reactI18nextFraction: 0.05 },
    { gzipBytes: 40, i18nextFraction: 0.5 },
    { gzipBytes: 10, runtimeFraction: 1 },
  ];
  assert.equal(fractionGzipBytes(scripts, 'runtimeFraction'), 30);
  assert.deepEqual(translationGzipBytes(scripts), { i18next: 30, reactI18next: 5 });
  assert.deepEqual(translationGzipBytes([]), { i18next: 0, reactI18next: 0 });
});
