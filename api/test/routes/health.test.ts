import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../helpers/build';

for (const target of dbTargets()) {
  describe(`GET /health on ${target.name}`, () => {
    const app = build(target);

    it('reports itself healthy with its database up', async () => {
      const response = await app().inject({ method: 'GET', url: '/health' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { status: 'ok', database: 'up' });
    });

    it('is ready and live until a stop drains it; then only live, and /health as before', async () => {
      const ready = await app().inject({ url: '/health/ready' });
      assert.equal(ready.statusCode, 200);
      assert.deepEqual(ready.json(), { status: 'ready', database: 'up' });
      assert.equal(ready.headers['cache-control'], 'no-store');

      app().readiness.drain();
      const draining = await app().inject({ url: '/health/ready' });
      assert.equal(draining.statusCode, 503);
      assert.deepEqual(draining.json(), { status: 'draining', database: 'up' });
      // Every answer from then on closes its connection: nothing kept alive holds the stop.
      assert.equal(draining.headers.connection, 'close');
      const live = await app().inject({ url: '/health/live' });
      assert.equal(live.statusCode, 200);
      assert.deepEqual(live.json(), { status: 'ok' });
      assert.equal((await app().inject({ url: '/health' })).statusCode, 200);
    });
  });
}
