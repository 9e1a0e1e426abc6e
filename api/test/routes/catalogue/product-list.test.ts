import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { build, dbTargets } from '../../helpers/build';
import { products } from '../../../src/db/schema';
import type { ProductSummary } from '@shop/contracts/api';

/**
 * A member as this test reads it: the contract's, with the filters' own fields; every demo
 * product has a price, which the sorting tests compare.
 */
type Summary = ProductSummary & {
  colour: string;
  occasion: string;
  from_price: NonNullable<ProductSummary['from_price']>;
};

for (const target of dbTargets()) {
  describe(`filters and sorting of GET /catalogue/products on ${target.name}`, () => {
    const app = build(target);
    const list = async (query: string, headers: Record<string, string> = {}) => {
      const response = await app().inject({
        method: 'GET',
        url: `/catalogue/products?page_items=100&${query}`,
        headers,
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as { 'hydra:member': Summary[]; 'hydra:totalItems': number };
    };
    const slugs = (body: { 'hydra:member': Summary[] }) => body['hydra:member'].map((p) => p.slug);

    it('filters by colour and by occasion, together too', async () => {
      const white = await list('colour=wit');
      assert.equal(white['hydra:totalItems'], 7);
      assert.ok(white['hydra:member'].every((p) => p.colour === 'wit'));
      const sympathy = await list('occasion=sympathy');
      assert.equal(sympathy['hydra:totalItems'], 7);
      assert.deepEqual(slugs(await list('colour=wit&occasion=sympathy')), [
        'rouwkrans-wit',
        'rouwboeket-sereen',
        'rouwlint-rozen',
      ]);
      assert.equal((await list('colour=zilver'))['hydra:totalItems'], 0);
    });

    it('filters on the from price in cents including VAT, both bounds included', async () => {
      const all = (await list(''))['hydra:member'];
      const between = (min: number, max: number) =>
        all
          .filter((p) => p.from_price.incl_vat >= min && p.from_price.incl_vat <= max)
          .map((p) => p.slug);
      assert.deepEqual(slugs(await list('min_price=2495&max_price=3495')), between(2495, 3495));
      assert.ok(between(2495, 3495).includes('zonnig-boeket'), 'a from price on the bound counts');
      assert.deepEqual(slugs(await list('max_price=1000')), between(0, 1000));
      assert.deepEqual(slugs(await list('min_price=10000')), between(10_000, Infinity));
    });

    it('sorts by from price both ways, keeping the count', async () => {
      const prices = (body: { 'hydra:member': Summary[] }) =>
        body['hydra:member'].map((p) => p.from_price.incl_vat);
      const ascending = await list('sort=price-asc');
      assert.equal(ascending['hydra:totalItems'], 29);
      assert.deepEqual(
        prices(ascending),
        [...prices(ascending)].sort((a, b) => a - b),
      );
      assert.equal(ascending['hydra:member'][0]!.slug, 'ballon-gefeliciteerd');
      const descending = await list('sort=price-desc');
      assert.deepEqual(
        prices(descending),
        [...prices(descending)].sort((a, b) => b - a),
      );
      assert.equal(descending['hydra:member'][0]!.slug, 'rouwkrans-paars');
    });

    it('sorts by name in the shopper’s language', async () => {
      assert.deepEqual(slugs(await list('category=planten&sort=name')), [
        'hortensia-blauw',
        'cactus-trio',
        'monstera',
        'olijfboom',
        'anthurium-rood',
        'vredeslelie',
        'orchidee-wit',
      ]);
      assert.deepEqual(
        slugs(await list('category=planten&sort=name', { 'accept-language': 'en' })),
        [
          'hortensia-blauw',
          'cactus-trio',
          'monstera',
          'olijfboom',
          'vredeslelie',
          'anthurium-rood',
          'orchidee-wit',
        ],
      );
    });

    it('puts the newest product first', async () => {
      await app()
        .db.update(products)
        .set({ createdAt: sql`now() + interval '1 day'` })
        .where(eq(products.slug, 'cactus-trio'));
      assert.equal(slugs(await list('sort=newest'))[0], 'cactus-trio');
    });

    it('keeps the shop’s own order by default and for relevance', async () => {
      const byDefault = slugs(await list(''));
      assert.equal(byDefault[0], 'zonnig-boeket');
      assert.deepEqual(slugs(await list('sort=relevance')), byDefault);
    });

    it('refuses an unknown sort or a price that is no whole number of cents', async () => {
      for (const query of ['sort=cheapest', 'min_price=-5', 'max_price=9.95']) {
        const response = await app().inject({
          method: 'GET',
          url: `/catalogue/products?${query}`,
          headers: { 'accept-language': 'en' },
        });
        assert.equal(response.statusCode, 400, query);
        assert.equal(response.json().violations[0].propertyPath, query.split('=')[0]);
      }
    });
  });
}
