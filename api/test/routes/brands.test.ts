import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../helpers/build';

for (const target of dbTargets()) {
  describe(`/brands on ${target.name}`, () => {
    const app = build(target);

    it('lists every brand in one Hydra collection', async () => {
      const body = (await app().inject({ method: 'GET', url: '/brands?page=2' })).json();
      assert.equal(body['@id'], '/api/brands');
      assert.equal(body['hydra:totalItems'], 3);
      assert.deepEqual(
        body['hydra:member'].map((b: { name: string }) => b.name),
        ['Bloem & Zo', 'Bloemenbon', 'Groene Vingers'],
      );
    });
  });
}
