import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { measureServerLoad, percentile } from './server-load.mjs';

test('percentile takes the nearest rank', () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(percentile(values, 0.5), 50);
  assert.equal(percentile(values, 0.95), 95);
  assert.equal(percentile([7], 0.95), 7);
  assert.equal(percentile([], 0.95), null);
});

test('counts answered pages and failures, and times the first byte apart from the end', async () => {
  let served = 0;
  const server = http.createServer((request, response) => {
    served += 1;
    if (request.url === '/broken') {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write('<!doctype html>');
    // The page's end comes well after its first byte, by more than a loaded machine's delays.
    setTimeout(() => response.end('<p>page</p>'), 200);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  try {
    const ok = await measureServerLoad(`http://127.0.0.1:${port}/`, {
      connections: 3,
      durationMs: 500,
    });
    assert.ok(ok.requests >= 3, `${ok.requests} requests`);
    assert.equal(ok.failures, 0);
    assert.ok(ok.ttfbMs.p95 < 200, `first byte at ${ok.ttfbMs.p95} ms, before the 200 ms wait`);
    assert.ok(ok.pagesPerSecond > 0);
    const broken = await measureServerLoad(`http://127.0.0.1:${port}/broken`, {
      connections: 2,
      durationMs: 100,
    });
    assert.equal(broken.requests, 0);
    assert.ok(broken.failures > 0);
    assert.ok(served >= ok.requests + broken.failures);
  } finally {
    server.close();
  }
});
