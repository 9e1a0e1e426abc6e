import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';

for (const target of dbTargets()) {
  describe(`/geography/countries on ${target.name}`, () => {
    const app = build(target);
    const countries = async (language: string) =>
      (
        await app().inject({
          method: 'GET',
          url: '/geography/countries',
          headers: { 'accept-language': language },
        })
      ).json();

    it('lists the countries by code, named in the shopper’s language', async () => {
      const english = await countries('en-us');
      assert.equal(english['@type'], 'hydra:Collection');
      assert.deepEqual(
        english['hydra:member'].map((c: { code: string }) => c.code),
        ['BE', 'DE', 'FR', 'LU', 'NL'],
      );
      assert.deepEqual(english['hydra:member'][0], {
        '@id': '/api/geography/countries/BE',
        '@type': 'Country',
        code: 'BE',
        name: 'Belgium',
        delivers: true,
      });
      assert.equal((await countries('fr-be'))['hydra:member'][0].name, 'Belgique');
      assert.equal((await countries('nl-be'))['hydra:member'][0].name, 'België');
    });

    it('says which countries the shop delivers to: the Netherlands and Belgium', async () => {
      const members = (await countries('nl-nl'))['hydra:member'] as {
        code: string;
        delivers: boolean;
      }[];
      assert.deepEqual(
        members.filter((c) => c.delivers).map((c) => c.code),
        ['BE', 'NL'],
      );
      assert.equal(members.find((c) => c.code === 'DE')?.delivers, false);
    });
  });
}
