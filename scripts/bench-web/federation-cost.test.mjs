import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareWithMonolith, federationOverhead } from './federation-cost.mjs';

test('the overhead is the federated bytes over the monolith bytes, as a fraction', () => {
  assert.equal(federationOverhead(110, 100), 0.1);
  assert.equal(federationOverhead(90, 100), -0.1);
  assert.equal(federationOverhead(100, 0), null);
});

test('pairs each page and profile with the monolith measurement of the same', () => {
  const measured = (page, profile, total, performance = 90) => ({
    page,
    path: `/${page}`,
    profile,
    performance,
    lcpMs: 2000,
    jsGzipBytes: { total },
    scripts: [
      { url: 'http://127.0.0.1:4303/remoteEntry.js', gzipBytes: 9 },
      { url: 'http://127.0.0.1:4300/main.js', gzipBytes: 100 },
    ],
  });
  const pairs = compareWithMonolith(
    [measured('product', 'mobile', 150), measured('product', 'desktop', 150)],
    [measured('product', 'mobile', 120, 97)],
  );
  assert.equal(pairs.length, 1);
  assert.equal(pairs[0].overhead, 0.25);
  assert.equal(pairs[0].monolithPerformance, 97);
  assert.equal(pairs[0].profile, 'mobile');
  assert.equal(pairs[0].remoteEntryJsGzipBytes, 9);
});

test("splits off federation's runtime: the remote entries and the host's share of it", () => {
  const measured = (total, scripts) => ({
    page: 'product',
    path: '/p/x',
    profile: 'mobile',
    performance: 90,
    lcpMs: 2000,
    jsGzipBytes: { total },
    scripts,
  });
  const [pair] = compareWithMonolith(
    [
      measured(150, [
        { url: 'http://127.0.0.1:4303/remoteEntry.js', gzipBytes: 10, runtimeFraction: 1 },
        { url: 'http://127.0.0.1:4300/main.js', gzipBytes: 100, runtimeFraction: 0.2 },
        { url: 'http://127.0.0.1:4303/page.js', gzipBytes: 40 },
      ]),
    ],
    [measured(120, [])],
  );
  assert.equal(pair.federationRuntimeJsGzipBytes, 30);
  assert.equal(pair.overhead, 0.25);
  assert.equal(pair.overheadBeyondRuntime, 0);
});
