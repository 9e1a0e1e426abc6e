import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';

for (const target of dbTargets()) {
  describe(`GET /catalogue/conflicting-product-groups on ${target.name}`, () => {
    const app = build(target);
    const conflicts = async (query: string) => {
      const response = await app().inject({
        method: 'GET',
        url: `/catalogue/conflicting-product-groups?${query}`,
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json()['hydra:member'] as number[];
    };

    it('names the groups that conflict with a chosen one, read both ways', async () => {
      assert.deepEqual(await conflicts('ids=10'), [30]);
      assert.deepEqual(await conflicts('ids=30'), [10, 11]);
      assert.deepEqual(await conflicts('ids=2'), [42]);
      assert.deepEqual(await conflicts('ids=40'), []);
    });

    it('includes the listed groups that conflict with each other, unless excludeOwnProductGroup', async () => {
      assert.deepEqual(await conflicts('ids=30,11'), [10, 11, 30, 41]);
      assert.deepEqual(await conflicts('ids=30,11&excludeOwnProductGroup=false'), [10, 11, 30, 41]);
      assert.deepEqual(await conflicts('ids=30,11&excludeOwnProductGroup=true'), [10, 41]);
    });

    it('answers a Hydra collection', async () => {
      const body = (
        await app().inject({ method: 'GET', url: '/catalogue/conflicting-product-groups?ids=41' })
      ).json();
      assert.equal(body['@type'], 'hydra:Collection');
      assert.deepEqual(body['hydra:member'], [11]);
      assert.equal(body['hydra:totalItems'], 1);
    });

    it('refuses ids that are no comma list of numbers', async () => {
      for (const query of ['', 'ids=', 'ids=a', 'ids=10,,40', 'ids=10&excludeOwnProductGroup=ja']) {
        const response = await app().inject({
          method: 'GET',
          url: `/catalogue/conflicting-product-groups?${query}`,
        });
        assert.equal(response.statusCode, 400, query);
      }
    });
  });
}
