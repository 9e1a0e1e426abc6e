import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';
import type { ProductVariation } from '@shop/contracts/api';

type Variation = ProductVariation;

for (const target of dbTargets()) {
  describe(`the product page's data in GET /catalogue/products/:slug on ${target.name}`, () => {
    const app = build(target);
    const product = async (slug: string, headers: Record<string, string> = {}) => {
      const response = await app().inject({
        method: 'GET',
        url: `/catalogue/products/${slug}`,
        headers,
      });
      assert.equal(response.statusCode, 200);
      return response.json();
    };

    it('describes the properties a bouquet with a vase is narrowed on', async () => {
      const cloud = await product('roze-wolk', { 'accept-language': 'en-US' });
      assert.deepEqual(cloud.properties, [
        { id: 'size', description: 'Size', type: 'select' },
        { id: 'colour', description: 'Colour', type: 'colour' },
        { id: 'vase', description: 'Vase', type: 'select' },
      ]);
      const variations = cloud.variations as Variation[];
      assert.deepEqual(
        variations
          .map((v) => `${v.property_values.size}/${v.property_values.vase}/${v.orderable}`)
          .sort(),
        ['L/glass/false', 'L/none/true', 'M/glass/true', 'M/none/true'],
      );
      const withVase = variations.find(
        (v) => v.property_values.size === 'M' && v.property_values.vase === 'glass',
      )!;
      assert.deepEqual(withVase.property_labels, {
        size: 'Medium',
        colour: 'Pink',
        vase: 'With glass vase',
      });
      assert.equal(withVase.price.incl_vat, 4495 + 1495);
    });

    it('keeps one property set for a product without a vase', async () => {
      const sunny = await product('zonnig-boeket');
      assert.deepEqual(
        sunny.properties.map((p: { id: string }) => p.id),
        ['size', 'colour'],
      );
      assert.deepEqual(sunny.variations[0].property_values, { size: 'S', colour: 'geel' });
      assert.deepEqual(sunny.variations[0].properties, { size: 'Klein', colour: 'Geel' });
    });

    it('shows two to four views with alt texts in the shopper’s language, each a photo', async () => {
      for (const slug of ['zonnig-boeket', 'rode-rozen', 'pluktuin-boeket']) {
        const { images, name } = await product(slug, { 'accept-language': 'fr-BE' });
        assert.ok(images.length >= 2 && images.length <= 4, slug);
        assert.equal(images[0].alt, `${name}, vue de face`);
        for (const [index, image] of images.entries()) {
          assert.match(
            image.url,
            new RegExp(`^/api/media/products/${slug}-${index + 1}\\.[0-9a-f]{10}\\.1200\\.jpg$`),
          );
          assert.equal(
            image.photo.url_template,
            image.url.replace('.1200.jpg', '.{width}.{format}'),
          );
          const jpeg = await app().inject({ method: 'GET', url: image.url.replace(/^\/api/, '') });
          assert.equal(jpeg.statusCode, 200, image.url);
          assert.equal(jpeg.headers['content-type'], 'image/jpeg');
        }
        const beyond = await app().inject({
          method: 'GET',
          url: `/media/products/${slug}-${images.length + 1}.jpg`,
        });
        assert.equal(beyond.statusCode, 404);
      }
    });

    it('has a page title and description for search engines in each language', async () => {
      const nl = await product('rode-rozen', { 'accept-language': 'nl-BE' });
      assert.equal(nl.meta_title, 'Rode rozen bestellen en laten bezorgen | Bloem & Zo');
      assert.match(
        nl.meta_description,
        /^Klassieke rode rozen .* Vandaag besteld, morgen bezorgd\.$/,
      );
      const fr = await product('rode-rozen', { 'accept-language': 'fr-BE' });
      assert.equal(fr.meta_title, 'Roses rouges : commander et faire livrer | Bloem & Zo');
    });

    it('offers personalization with its price, required for some products', async () => {
      const roses = await product('rode-rozen', { 'x-site-context': 'be' });
      assert.deepEqual(roses.personalization, {
        available: true,
        required: false,
        price: { incl_vat: 395, excl_vat: 373, vat: 22, vat_rate_bp: 600 },
        product_group_id: 20,
        definition: {
          lines: [{ label: 'Naam op het lint', max_length: 25, required: true }],
          photo: null,
        },
      });
      const ribbon = await product('rouwlint-rozen', { 'accept-language': 'fr-BE' });
      assert.equal(ribbon.personalization.required, true);
      // A ribbon's two lines, from the catalogue (ADR 0028).
      assert.deepEqual(ribbon.personalization.definition, {
        lines: [
          { label: 'Texte du ruban, ligne 1', max_length: 40, required: true },
          { label: 'Texte du ruban, ligne 2', max_length: 40, required: false },
        ],
        photo: null,
      });
      assert.deepEqual((await product('geurkaars')).personalization.definition.photo, {
        required: true,
      });
      assert.equal(ribbon.wish_cards, false);
      assert.equal((await product('zonnig-boeket')).personalization, null);
    });

    it('offers a letter with flowers, with its price and what may be uploaded, and none with gifts', async () => {
      const sunny = await product('zonnig-boeket');
      assert.deepEqual(sunny.letter, {
        price: { incl_vat: 295, excl_vat: 271, vat: 24, vat_rate_bp: 900 },
        product_group_id: 30,
        max_bytes: 5242880,
        types: ['application/pdf', 'image/jpeg', 'image/png'],
      });
      assert.equal(sunny.wish_cards, true);
      assert.equal((await product('geurkaars')).letter, null);
    });

    it('lists the upsell items with their groups, text inputs and own variations', async () => {
      const sunny = await product('zonnig-boeket', { 'accept-language': 'en-US' });
      assert.deepEqual(
        sunny.upsells.map((u: { slug: string; product_group_id: number }) => [
          u.slug,
          u.product_group_id,
        ]),
        [
          ['bonbons-doos', 40],
          ['ballon-gefeliciteerd', 41],
          ['vaas-glas', 42],
          ['knuffelbeer', 43],
        ],
      );
      const balloon = sunny.upsells[1];
      assert.deepEqual(balloon.text_input, { label: 'Text on the balloon', max_length: 30 });
      assert.equal(balloon.name, 'Congratulations balloon');
      assert.match(
        balloon.image,
        /^\/api\/media\/products\/ballon-gefeliciteerd-1\.[0-9a-f]{10}\.1200\.jpg$/,
      );
      assert.equal(
        balloon.photo.url_template,
        balloon.image.replace('.1200.jpg', '.{width}.{format}'),
      );
      assert.deepEqual(
        balloon.variations.map((v: Variation) => [v.property_values.size, v.price.incl_vat]),
        [
          ['S', 695],
          ['L', 1295],
        ],
      );
      assert.equal(balloon.variations[0].price.vat_rate_bp, 2100);
      assert.equal(sunny.upsells[0].text_input, null);
      assert.deepEqual((await product('rouwkrans-wit')).upsells, []);
    });

    it('names each product’s main group', async () => {
      assert.equal((await product('zonnig-boeket')).product_group_id, 1);
      assert.equal((await product('monstera')).product_group_id, 2);
      assert.equal((await product('geurkaars')).product_group_id, 3);
      assert.equal((await product('rouwkrans-wit')).product_group_id, 4);
      assert.equal((await product('vaas-glas')).product_group_id, 42);
    });
  });
}
