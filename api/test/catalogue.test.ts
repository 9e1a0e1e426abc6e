import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from './helpers/build';

for (const target of dbTargets()) {
  describe(`catalogue on ${target.name}`, () => {
    const app = build(target);
    const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });

    it('reports itself healthy with its database up', async () => {
      const response = await get('/health');
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { status: 'ok', database: 'up' });
    });

    it('lists products as a Hydra collection, 15 per page by default', async () => {
      const response = await get('/catalogue/products');
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-type'] as string, /application\/ld\+json/);
      const body = response.json();
      assert.equal(body['@type'], 'hydra:Collection');
      assert.equal(body['hydra:totalItems'], 28);
      assert.equal(body['hydra:member'].length, 15);
      const page2 = (await get('/catalogue/products?page=2')).json();
      assert.equal(page2['hydra:member'].length, 13);
      const ids = new Set([...body['hydra:member'], ...page2['hydra:member']].map((p: { id: number }) => p.id));
      assert.equal(ids.size, 28);
    });

    it('filters by category and searches the localized name', async () => {
      const plants = (await get('/catalogue/products?category=planten')).json();
      assert.equal(plants['hydra:totalItems'], 7);
      assert.ok(plants['hydra:member'].every((p: { category: string }) => p.category === 'planten'));
      const found = (await get('/catalogue/products?search=ROZEN')).json();
      assert.deepEqual(found['hydra:member'].map((p: { slug: string }) => p.slug).sort(), ['rode-rozen', 'rouwlint-rozen']);
      const french = (await get('/catalogue/products?search=tournesol', { 'accept-language': 'fr-BE' })).json();
      assert.equal(french['hydra:totalItems'], 0);
      const frenchHit = (await get('/catalogue/products?search=ensoleill', { 'accept-language': 'fr-BE' })).json();
      assert.equal(frenchHit['hydra:member'][0].slug, 'zonnig-boeket');
    });

    it('treats search wildcards as plain text', async () => {
      const body = (await get('/catalogue/products?search=%25')).json();
      assert.equal(body['hydra:totalItems'], 0);
    });

    it('names products in the shopper’s language, falling back to nl-nl', async () => {
      const name = async (language: string) =>
        (await get('/catalogue/products/zonnig-boeket', { 'accept-language': language })).json().name;
      assert.equal(await name('fr-BE,fr;q=0.9'), 'Bouquet ensoleillé');
      assert.equal(await name('en-US'), 'Sunny bouquet');
      assert.equal(await name('nl-BE'), 'Zonnig boeket');
      assert.equal(await name('de-DE'), 'Zonnig boeket');
    });

    it('computes prices excluding VAT with the site’s rate, in integer cents', async () => {
      const variation = async (site: string) =>
        (await get('/catalogue/products/zonnig-boeket', { 'x-site-context': site })).json().variations[0].price;
      assert.deepEqual(await variation('nl'), { incl_vat: 2495, excl_vat: 2289, vat: 206, vat_rate_bp: 900 });
      assert.deepEqual(await variation('be'), { incl_vat: 2495, excl_vat: 2354, vat: 141, vat_rate_bp: 600 });
      const gift = (await get('/catalogue/products/bonbons-doos')).json().variations[0].price;
      assert.deepEqual(gift, { incl_vat: 995, excl_vat: 822, vat: 173, vat_rate_bp: 2100 });
    });

    it('refuses an unknown site context with a localized message', async () => {
      const response = await get('/catalogue/products', { 'x-site-context': 'de', 'accept-language': 'en' });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json()['hydra:description'], 'Unknown shop (x-site-context must be nl or be)');
    });

    it('answers 404 as a localized hydra:Error for an unknown product', async () => {
      const response = await get('/catalogue/products/bestaat-niet', { 'accept-language': 'nl' });
      assert.equal(response.statusCode, 404);
      assert.equal(response.json()['@type'], 'hydra:Error');
      assert.equal(response.json()['hydra:title'], 'Niet gevonden');
    });

    it('rejects a page size above 100 with the shared validation message', async () => {
      const nl = await get('/catalogue/products?page_items=500', { 'accept-language': 'nl-NL' });
      assert.equal(nl.statusCode, 400);
      assert.deepEqual(nl.json().violations, [
        { propertyPath: 'page_items', message: 'De waarde mag maximaal 100 zijn', code: 'validation.maxValue' },
      ]);
      const en = await get('/catalogue/products?page=abc', { 'accept-language': 'en-US' });
      assert.equal(en.statusCode, 400);
      assert.equal(en.json()['hydra:title'], 'There is an error in the form');
    });

    it('lists categories, brands and countries', async () => {
      const categories = (await get('/catalogue/categories', { 'accept-language': 'fr-be' })).json();
      assert.deepEqual(categories['hydra:member'].map((c: { name: string }) => c.name), ['Bouquets', 'Plantes', 'Cadeaux', 'Fleurs de deuil']);
      assert.equal((await get('/brands')).json()['hydra:totalItems'], 3);
      const countries = (await get('/geography/countries', { 'accept-language': 'en' })).json();
      assert.ok(countries['hydra:member'].some((c: { code: string; name: string }) => c.code === 'BE' && c.name === 'Belgium'));
    });

    it('draws a product image as SVG', async () => {
      const response = await get('/media/products/rode-rozen.svg');
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-type'] as string, /image\/svg\+xml/);
      assert.match(response.body, /^<svg /);
      assert.equal((await get('/media/products/onbekend.svg')).statusCode, 404);
    });

    it('answers unknown routes with a localized 404', async () => {
      const response = await get('/nope', { 'accept-language': 'fr-BE' });
      assert.equal(response.statusCode, 404);
      assert.equal(response.json()['hydra:title'], 'Introuvable');
    });

    it('documents its routes in OpenAPI', async () => {
      const spec = (await get('/docs/json')).json();
      for (const path of ['/catalogue/products', '/carts/{uuid}/lines', '/giftcard/info', '/health']) {
        assert.ok(spec.paths[path], `${path} is documented`);
      }
    });
  });
}
