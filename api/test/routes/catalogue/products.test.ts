import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';
import { photoJpeg, productPhoto } from '../../../src/domain/product-photo';
import type { ProductSummary } from '@shop/contracts/api';

const roses = { slug: 'rode-rozen', shape: 'bouquet', colour: 'rood' };

type Summary = ProductSummary;

for (const target of dbTargets()) {
  describe(`catalogue products on ${target.name}`, () => {
    const app = build(target);
    const get = (url: string, headers: Record<string, string> = {}) =>
      app().inject({ method: 'GET', url, headers });

    describe('GET /catalogue/products', () => {
      it('lists products as a Hydra collection, 15 per page by default', async () => {
        const response = await get('/catalogue/products');
        assert.equal(response.statusCode, 200);
        const body = response.json();
        assert.equal(body['@id'], '/api/catalogue/products');
        assert.equal(body['@type'], 'hydra:Collection');
        assert.equal(body['hydra:totalItems'], 29);
        assert.equal(body['hydra:member'].length, 15);
        const page2 = (await get('/catalogue/products?page=2')).json();
        assert.equal(page2['hydra:totalItems'], 29);
        assert.equal(page2['hydra:member'].length, 14);
        const slugs = new Set(
          [...body['hydra:member'], ...page2['hydra:member']].map((p: Summary) => p.slug),
        );
        assert.equal(slugs.size, 29);
        assert.equal(
          (await get('/catalogue/products?page_items=5&page=6')).json()['hydra:member'].length,
          4,
        );
      });

      it('summarises a product with its image and cheapest orderable price', async () => {
        const body = (
          await get('/catalogue/products?search=rode%20rozen', { 'x-site-context': 'nl' })
        ).json();
        assert.deepEqual(body['hydra:member'], [
          {
            '@id': '/api/catalogue/products/rode-rozen',
            '@type': 'Product',
            id: body['hydra:member'][0].id,
            slug: 'rode-rozen',
            name: 'Rode rozen',
            category: 'boeketten',
            image: photoJpeg(roses),
            photo: productPhoto(roses),
            colour: 'rood',
            occasion: 'love',
            from_price: { incl_vat: 2995, excl_vat: 2748, vat: 247, vat_rate_bp: 900 },
            orderable: true,
          },
        ]);
      });

      it('filters by category', async () => {
        const plants = (await get('/catalogue/products?category=planten')).json();
        assert.equal(plants['hydra:totalItems'], 7);
        assert.ok(plants['hydra:member'].every((p: Summary) => p.category === 'planten'));
        assert.equal(
          (await get('/catalogue/products?category=onbekend')).json()['hydra:totalItems'],
          0,
        );
      });

      it('searches the localized name without minding case, and counts every match', async () => {
        const found = (await get('/catalogue/products?search=ROZEN&page_items=1')).json();
        assert.equal(found['hydra:totalItems'], 2);
        assert.equal(found['hydra:member'].length, 1);
        const all = (await get('/catalogue/products?search=rozen')).json();
        assert.deepEqual(all['hydra:member'].map((p: Summary) => p.slug).sort(), [
          'rode-rozen',
          'rouwlint-rozen',
        ]);
        const french = (
          await get('/catalogue/products?search=ENSOLEILL', { 'accept-language': 'fr-BE' })
        ).json();
        assert.deepEqual(
          french['hydra:member'].map((p: Summary) => p.slug),
          ['zonnig-boeket'],
        );
        const english = (
          await get('/catalogue/products?search=tulip&category=boeketten', {
            'accept-language': 'en-US',
          })
        ).json();
        assert.deepEqual(
          english['hydra:member'].map((p: Summary) => p.slug),
          ['tulpen-mix'],
        );
      });

      it('treats search wildcards as plain text', async () => {
        assert.equal((await get('/catalogue/products?search=%25')).json()['hydra:totalItems'], 0);
        assert.equal((await get('/catalogue/products?search=_')).json()['hydra:totalItems'], 0);
      });

      it('names products in the shopper’s language, falling back to nl-nl for nl-be and unknown languages', async () => {
        const name = async (language: string) =>
          (
            await get('/catalogue/products?category=boeketten&page_items=1', {
              'accept-language': language,
            })
          ).json()['hydra:member'][0].name;
        assert.equal(await name('fr-BE,fr;q=0.9'), 'Bouquet ensoleillé');
        assert.equal(await name('en-US'), 'Sunny bouquet');
        assert.equal(await name('nl-BE'), 'Zonnig boeket');
        assert.equal(await name('de-DE'), 'Zonnig boeket');
      });

      it('splits off a smaller VAT share on the Belgian site for reduced-rate flowers', async () => {
        const fromPrice = async (site: string) =>
          (await get('/catalogue/products?search=zonnig', { 'x-site-context': site })).json()[
            'hydra:member'
          ][0].from_price;
        assert.deepEqual(await fromPrice('nl'), {
          incl_vat: 2495,
          excl_vat: 2289,
          vat: 206,
          vat_rate_bp: 900,
        });
        assert.deepEqual(await fromPrice('be'), {
          incl_vat: 2495,
          excl_vat: 2354,
          vat: 141,
          vat_rate_bp: 600,
        });
      });

      it('rejects a page size above 100 with the shared validation message in the shopper’s language', async () => {
        const nl = await get('/catalogue/products?page_items=500', { 'accept-language': 'nl-NL' });
        assert.equal(nl.statusCode, 400);
        assert.equal(nl.json()['hydra:title'], 'Er zit een fout in het formulier');
        assert.deepEqual(nl.json().violations, [
          {
            propertyPath: 'page_items',
            message: 'De waarde mag maximaal 100 zijn',
            code: 'validation.maxValue',
          },
        ]);
        const en = await get('/catalogue/products?page=abc', { 'accept-language': 'en-US' });
        assert.equal(en.statusCode, 400);
        assert.equal(en.json()['hydra:title'], 'There is an error in the form');
        assert.equal(en.json().violations[0].propertyPath, 'page');
      });
    });

    describe('GET /catalogue/products/:slug', () => {
      it('shows a product with its description and every variation, sold-out ones marked', async () => {
        const response = await get('/catalogue/products/rode-rozen', {
          'accept-language': 'en-US',
        });
        assert.equal(response.statusCode, 200);
        const product = response.json();
        assert.equal(product['@id'], '/api/catalogue/products/rode-rozen');
        assert.equal(product['@type'], 'Product');
        assert.equal(product.name, 'Red roses');
        assert.equal(product.description, 'Classic red roses with greenery, for the one you love.');
        assert.equal(product.image, photoJpeg(roses));
        assert.deepEqual(product.photo, productPhoto(roses));
        assert.equal(product.variations.length, 4);
        assert.deepEqual(product.variations[0].properties, { size: 'Small', colour: 'Red' });
        assert.equal(product.variations[0].sku, 'rode-rozen-s');
        assert.deepEqual(
          product.variations.map((v: { orderable: boolean }) => v.orderable),
          [true, true, true, false],
        );
      });

      it('computes prices excluding VAT with the site’s rate, in integer cents', async () => {
        const price = async (slug: string, site: string) =>
          (await get(`/catalogue/products/${slug}`, { 'x-site-context': site })).json()
            .variations[0].price;
        assert.deepEqual(await price('zonnig-boeket', 'nl'), {
          incl_vat: 2495,
          excl_vat: 2289,
          vat: 206,
          vat_rate_bp: 900,
        });
        assert.deepEqual(await price('zonnig-boeket', 'be'), {
          incl_vat: 2495,
          excl_vat: 2354,
          vat: 141,
          vat_rate_bp: 600,
        });
        // Gifts carry the standard rate, which is the same in both countries.
        assert.deepEqual(await price('bonbons-doos', 'nl'), {
          incl_vat: 995,
          excl_vat: 822,
          vat: 173,
          vat_rate_bp: 2100,
        });
        assert.deepEqual(await price('bonbons-doos', 'be'), {
          incl_vat: 995,
          excl_vat: 822,
          vat: 173,
          vat_rate_bp: 2100,
        });
      });

      it('answers 404 as a localized hydra:Error for an unknown product', async () => {
        const response = await get('/catalogue/products/bestaat-niet', { 'accept-language': 'nl' });
        assert.equal(response.statusCode, 404);
        assert.equal(response.json()['@type'], 'hydra:Error');
        assert.equal(response.json()['hydra:title'], 'Niet gevonden');
        const english = await get('/catalogue/products/bestaat-niet', { 'accept-language': 'en' });
        assert.equal(english.json()['hydra:description'], 'Not found');
      });

      it('answers 400 for a slug that cannot exist', async () => {
        assert.equal((await get('/catalogue/products/Rode_Rozen')).statusCode, 400);
      });
    });
  });
}
