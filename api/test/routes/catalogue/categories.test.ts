import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';

for (const target of dbTargets()) {
  describe(`/catalogue/categories on ${target.name}`, () => {
    const app = build(target);
    const names = async (language: string) => {
      const response = await app().inject({
        method: 'GET',
        url: '/catalogue/categories',
        headers: { 'accept-language': language },
      });
      return response.json()['hydra:member'].map((category: { name: string }) => category.name);
    };

    it('lists the four categories in shop order with Dutch slugs', async () => {
      const body = (await app().inject({ method: 'GET', url: '/catalogue/categories' })).json();
      assert.equal(body['@type'], 'hydra:Collection');
      assert.equal(body['hydra:totalItems'], 4);
      assert.deepEqual(
        body['hydra:member'].map((c: { slug: string }) => c.slug),
        ['boeketten', 'planten', 'cadeaus', 'rouwbloemen'],
      );
      assert.deepEqual(Object.keys(body['hydra:member'][0]).sort(), [
        '@id',
        '@type',
        'id',
        'name',
        'slug',
      ]);
      assert.equal(body['hydra:member'][0]['@id'], '/api/catalogue/categories/boeketten');
    });

    it('names categories in the shopper’s language', async () => {
      assert.deepEqual(await names('fr-be'), ['Bouquets', 'Plantes', 'Cadeaux', 'Fleurs de deuil']);
      assert.deepEqual(await names('en-us'), ['Bouquets', 'Plants', 'Gifts', 'Funeral flowers']);
      assert.deepEqual(await names('nl-be'), ['Boeketten', 'Planten', 'Cadeaus', 'Rouwbloemen']);
    });
  });
}
