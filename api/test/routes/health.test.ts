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
  });
}
