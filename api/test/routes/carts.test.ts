import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../helpers/build';
import { photoJpeg, productPhoto } from '../../src/domain/product-photo';

const sunnyLook = { slug: 'zonnig-boeket', shape: 'bouquet', colour: 'geel' };

for (const target of dbTargets()) {
  describe(`carts on ${target.name}`, () => {
    const app = build(target);

    async function newCart() {
      const response = await app().inject({ method: 'POST', url: '/carts' });
      assert.equal(response.statusCode, 201);
      return response.json() as { uuid: string; secret: string };
    }
    async function variationId(slug: string, index = 0) {
      const product = (
        await app().inject({ method: 'GET', url: `/catalogue/products/${slug}` })
      ).json();
      return product.variations[index] as { id: number; orderable: boolean; sku: string };
    }
    const addLine = (
      cart: { uuid: string; secret: string },
      payload: unknown,
      headers: Record<string, string> = {},
    ) =>
      app().inject({
        method: 'POST',
        url: `/carts/${cart.uuid}/lines`,
        headers: {
          'x-cart-secret': cart.secret,
          'content-type': 'application/ld+json',
          ...headers,
        },
        payload: JSON.stringify(payload),
      });

    it('creates a cart and answers its secret once', async () => {
      const response = await app().inject({ method: 'POST', url: '/carts' });
      assert.equal(response.statusCode, 201);
      const body = response.json();
      assert.deepEqual(Object.keys(body).sort(), ['@context', '@id', '@type', 'secret', 'uuid']);
      assert.equal(body['@id'], `/api/carts/${body.uuid}`);
      assert.equal(body['@type'], 'Cart');
      assert.match(body.secret, /^[A-Za-z0-9_-]{43}$/);
      const empty = await app().inject({
        method: 'GET',
        url: `/carts/${body.uuid}`,
        headers: { 'x-cart-secret': body.secret },
      });
      assert.deepEqual(empty.json(), {
        '@context': '/api/contexts/Cart',
        '@id': `/api/carts/${body.uuid}`,
        '@type': 'Cart',
        uuid: body.uuid,
        lines: [],
        item_count: 0,
        totals: { incl_vat: 0, excl_vat: 0, vat: 0 },
        needs_delivery: false,
      });
    });

    it('describes each line with its product, properties and prices for the site', async () => {
      const cart = await newCart();
      const sunny = await variationId('zonnig-boeket');
      const body = (
        await addLine(
          cart,
          { variationId: sunny.id, quantity: 2 },
          { 'x-site-context': 'be', 'accept-language': 'fr-be' },
        )
      ).json();
      const [line] = body.lines;
      assert.deepEqual(line, {
        '@id': `/api/carts/${cart.uuid}/lines/${line.id}`,
        '@type': 'CartLine',
        id: line.id,
        gift_card: false,
        variation_id: sunny.id,
        product: {
          slug: 'zonnig-boeket',
          name: 'Bouquet ensoleillé',
          image: photoJpeg(sunnyLook),
          photo: productPhoto(sunnyLook),
        },
        properties: { size: 'Petit', colour: 'Jaune' },
        quantity: 2,
        unit_price: { incl_vat: 2495, excl_vat: 2354, vat: 141, vat_rate_bp: 600 },
        total: { incl_vat: 4990, excl_vat: 4708, vat: 282, vat_rate_bp: 600 },
        card: null,
        personalization: false,
        personalization_price: null,
        design: null,
        design_definition: null,
        letter: null,
        upsells: [],
        price_parts: [
          {
            kind: 'variation',
            name: 'Bouquet ensoleillé',
            properties: { size: 'Petit', colour: 'Jaune' },
            quantity: 2,
            unit_price: { incl_vat: 2495, excl_vat: 2354, vat: 141, vat_rate_bp: 600 },
            total: { incl_vat: 4990, excl_vat: 4708, vat: 282, vat_rate_bp: 600 },
          },
        ],
      });
      assert.deepEqual(body.totals, { incl_vat: 4990, excl_vat: 4708, vat: 282 });
    });

    it('adds lines, sums the same variation and totals in integer cents', async () => {
      const cart = await newCart();
      const roses = await variationId('rode-rozen');
      const chocolates = await variationId('bonbons-doos');
      await addLine(cart, { variationId: roses.id, quantity: 2 });
      await addLine(cart, { variationId: roses.id, quantity: 1 });
      const response = await addLine(cart, { variationId: chocolates.id, quantity: 1 });
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.item_count, 4);
      assert.equal(body.lines.length, 2);
      assert.equal(body.lines[0].quantity, 3);
      assert.deepEqual(body.lines[0].total, {
        incl_vat: 8985,
        excl_vat: 8244,
        vat: 741,
        vat_rate_bp: 900,
      });
      const sum = (key: 'incl_vat' | 'excl_vat' | 'vat') =>
        body.lines.reduce(
          (total: number, line: { total: Record<string, number> }) => total + line.total[key]!,
          0,
        );
      assert.deepEqual(body.totals, {
        incl_vat: sum('incl_vat'),
        excl_vat: sum('excl_vat'),
        vat: sum('vat'),
      });
      assert.equal(body.totals.incl_vat, 8985 + 995);
      assert.equal(body.totals.incl_vat, body.totals.excl_vat + body.totals.vat);
    });

    it('caps a line at 99 items', async () => {
      const cart = await newCart();
      const roses = await variationId('rode-rozen');
      await addLine(cart, { variationId: roses.id, quantity: 60 });
      const body = (await addLine(cart, { variationId: roses.id, quantity: 60 })).json();
      assert.equal(body.lines[0].quantity, 99);
    });

    it('hides a cart from anyone without its secret', async () => {
      const cart = await newCart();
      const wrong = await app().inject({
        method: 'GET',
        url: `/carts/${cart.uuid}`,
        headers: { 'x-cart-secret': 'guess' },
      });
      assert.equal(wrong.statusCode, 404);
      const missing = await app().inject({ method: 'GET', url: `/carts/${cart.uuid}` });
      assert.equal(missing.statusCode, 404);
      const other = await newCart();
      const crossed = await app().inject({
        method: 'GET',
        url: `/carts/${cart.uuid}`,
        headers: { 'x-cart-secret': other.secret },
      });
      assert.equal(crossed.statusCode, 404);
      const own = await app().inject({
        method: 'GET',
        url: `/carts/${cart.uuid}`,
        headers: { 'x-cart-secret': cart.secret },
      });
      assert.equal(own.statusCode, 200);
    });

    it('refuses a sold-out or unknown variation with a localized 400 naming the field', async () => {
      const cart = await newCart();
      const soldOut = (await app().inject({ method: 'GET', url: '/catalogue/products/rode-rozen' }))
        .json()
        .variations.find((v: { orderable: boolean }) => !v.orderable);
      const response = await addLine(
        cart,
        { variationId: soldOut.id, quantity: 1 },
        { 'accept-language': 'en-US' },
      );
      assert.equal(response.statusCode, 400);
      assert.equal(
        response.json()['hydra:description'],
        'This option is sold out and cannot be ordered',
      );
      assert.deepEqual(response.json().violations, [
        {
          propertyPath: 'variationId',
          message: 'This option is sold out and cannot be ordered',
          code: 'errors.notOrderable',
        },
      ]);
      const unknown = await addLine(cart, { variationId: 999999, quantity: 1 });
      assert.equal(unknown.statusCode, 400);
      assert.equal(unknown.json().violations[0].code, 'errors.unknownVariation');
    });

    it('validates the line with the shared schema, in the shopper’s language', async () => {
      const cart = await newCart();
      const nl = await addLine(cart, { variationId: 1, quantity: 0 }, { 'accept-language': 'nl' });
      assert.equal(nl.statusCode, 400);
      assert.deepEqual(nl.json().violations, [
        {
          propertyPath: 'quantity',
          message: 'De waarde moet minimaal 1 zijn',
          code: 'validation.minValue',
        },
      ]);
      const extra = await addLine(
        cart,
        { variationId: 1, quantity: 1, price: 1 },
        { 'accept-language': 'en' },
      );
      assert.equal(extra.statusCode, 400);
      assert.equal(extra.json().violations[0].message, 'This field is unknown');
      const wrongType = await addLine(
        cart,
        { variationId: '1', quantity: 1 },
        { 'accept-language': 'en' },
      );
      assert.equal(wrongType.statusCode, 400);
    });

    it('validates a new quantity with the shared schema in Dutch and English', async () => {
      const cart = await newCart();
      const roses = await variationId('rode-rozen');
      const line = (await addLine(cart, { variationId: roses.id, quantity: 1 })).json().lines[0];
      const patch = (quantity: unknown, language: string) =>
        app().inject({
          method: 'PATCH',
          url: `/carts/${cart.uuid}/lines/${line.id}`,
          headers: { 'x-cart-secret': cart.secret, 'accept-language': language },
          payload: { quantity },
        });
      const nl = await patch(100, 'nl-NL');
      assert.equal(nl.statusCode, 400);
      assert.equal(nl.json()['hydra:title'], 'Er zit een fout in het formulier');
      assert.deepEqual(nl.json().violations, [
        {
          propertyPath: 'quantity',
          message: 'De waarde mag maximaal 99 zijn',
          code: 'validation.maxValue',
        },
      ]);
      const en = await patch(100, 'en-US');
      assert.equal(en.json().violations[0].message, 'The value must be at most 99');
      assert.equal(en.json()['hydra:description'], 'quantity: The value must be at most 99');
    });

    it('keeps the lines of one cart out of reach of another', async () => {
      const cart = await newCart();
      const other = await newCart();
      const roses = await variationId('rode-rozen');
      const line = (await addLine(cart, { variationId: roses.id, quantity: 1 })).json().lines[0];
      const response = await app().inject({
        method: 'PATCH',
        url: `/carts/${other.uuid}/lines/${line.id}`,
        headers: { 'x-cart-secret': other.secret },
        payload: { quantity: 3 },
      });
      assert.equal(response.statusCode, 404);
    });

    it('changes and removes lines', async () => {
      const cart = await newCart();
      const roses = await variationId('rode-rozen');
      const line = (await addLine(cart, { variationId: roses.id, quantity: 1 })).json().lines[0];
      const headers = { 'x-cart-secret': cart.secret };
      const changed = await app().inject({
        method: 'PATCH',
        url: `/carts/${cart.uuid}/lines/${line.id}`,
        headers,
        payload: { quantity: 5 },
      });
      assert.equal(changed.json().item_count, 5);
      const removed = await app().inject({
        method: 'DELETE',
        url: `/carts/${cart.uuid}/lines/${line.id}`,
        headers,
      });
      assert.equal(removed.json().item_count, 0);
      const again = await app().inject({
        method: 'DELETE',
        url: `/carts/${cart.uuid}/lines/${line.id}`,
        headers,
      });
      assert.equal(again.statusCode, 404);
    });
  });
}
