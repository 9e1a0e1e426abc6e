import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';
import type { FilterOption } from '@shop/contracts/api';

type Option = FilterOption;

for (const target of dbTargets()) {
  describe(`/catalogue/product-filters on ${target.name}`, () => {
    const app = build(target);
    const filters = async (query: string, language = 'nl-nl') => {
      const response = await app().inject({
        method: 'GET',
        url: `/catalogue/product-filters${query}`,
        headers: { 'accept-language': language },
      });
      return { status: response.statusCode, body: response.json() };
    };
    const products = async (query: string) =>
      (await app().inject({ method: 'GET', url: `/catalogue/products${query}` })).json();

    it('counts every colour of a category exactly as the product list finds them', async () => {
      const { status, body } = await filters('?category=boeketten');
      assert.equal(status, 200);
      assert.ok(body.colours.length >= 2);
      const all = await products('?category=boeketten&page_items=100');
      const total = body.colours.reduce((sum: number, option: Option) => sum + option.count, 0);
      assert.equal(total, all['hydra:totalItems']);
      for (const option of body.colours as Option[]) {
        const found = all['hydra:member'].filter(
          (product: { colour: string }) => product.colour === option.code,
        );
        assert.equal(found.length, option.count, option.code);
      }
    });

    it('names the choices in the shopper’s language, sorted by name', async () => {
      const dutch = (await filters('')).body.colours as Option[];
      const english = (await filters('', 'en-us')).body.colours as Option[];
      const red = english.find((option) => option.code === 'rood');
      assert.equal(red?.label, 'Red');
      assert.equal(dutch.find((option) => option.code === 'rood')?.label, 'Rood');
      const labels = english.map((option) => option.label);
      assert.deepEqual(
        labels,
        [...labels].sort((a, b) => a.localeCompare(b, 'en-us')),
      );
    });

    it('offers no occasion that suits everything (any) as a choice', async () => {
      const occasions = (await filters('')).body.occasions as Option[];
      assert.ok(occasions.length > 0);
      assert.ok(occasions.every((option) => option.code !== 'any' && option.count > 0));
    });

    it('narrows the counts to a search', async () => {
      const all = (await filters('')).body.colours as Option[];
      const searched = (await filters('?search=roos')).body.colours as Option[];
      const sum = (options: Option[]) => options.reduce((total, option) => total + option.count, 0);
      assert.ok(sum(searched) < sum(all));
      assert.equal(sum(searched), (await products('?search=roos'))['hydra:totalItems']);
    });

    it('refuses a malformed category', async () => {
      assert.equal((await filters('?category=%3Cb%3E')).status, 400);
    });
  });
}
