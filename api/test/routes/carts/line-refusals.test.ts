import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';
import { cartClient, pdf } from '../../helpers/cart';

for (const target of dbTargets()) {
  describe(`refusals of POST /carts/:uuid/lines on ${target.name}`, () => {
    const app = build(target);
    const { newCart, variation, wishCards, addLine, uploadLetter } = cartClient(app);

    /** Adds the line to a fresh cart and answers the refusal's violations (and status). */
    async function refusal(payload: Record<string, unknown>, language = 'nl-NL') {
      const response = await addLine(await newCart(), payload, { 'accept-language': language });
      assert.equal(response.statusCode, 400, response.body);
      const body = response.json();
      assert.equal(body['@type'], 'hydra:Error');
      return body.violations as { propertyPath: string; message: string; code: string }[];
    }
    const cardOfSize = async (slug: string, size: string) =>
      (await wishCards(slug)).find((card) => card.size === size)!;

    it('refuses personalization for a product that has none', async () => {
      const sunny = await variation('zonnig-boeket', { size: 'M' });
      assert.deepEqual(
        await refusal({ variationId: sunny.id, quantity: 1, personalization: true }),
        [
          {
            propertyPath: 'personalization',
            message: 'Dit product kan niet gepersonaliseerd worden',
            code: 'validation.personalizationNotAvailable',
          },
        ],
      );
    });

    it('refuses a product that must be personalized without it', async () => {
      const ribbon = await variation('rouwlint-rozen', { size: 'S' });
      for (const personalization of [undefined, false]) {
        assert.deepEqual(
          await refusal({ variationId: ribbon.id, quantity: 1, personalization }, 'fr-BE'),
          [
            {
              propertyPath: 'personalization',
              message: 'Ce produit est toujours personnalisé',
              code: 'validation.personalizationRequired',
            },
          ],
        );
      }
    });

    it('refuses a letter uploaded for another cart, or none at all', async () => {
      const other = await newCart();
      const letter = (
        await uploadLetter(other, { name: 'brief.pdf', type: 'application/pdf', content: pdf })
      ).json();
      const sunny = await variation('zonnig-boeket', { size: 'M' });
      for (const letterId of [letter.id, '00000000-0000-4000-8000-000000000000']) {
        assert.deepEqual(await refusal({ variationId: sunny.id, quantity: 1, letterId }), [
          {
            propertyPath: 'letterId',
            message: 'Deze brief hoort niet bij deze winkelwagen',
            code: 'validation.letterUnknown',
          },
        ]);
      }
    });

    it('refuses a letter with a product that takes none', async () => {
      const cart = await newCart();
      const letter = (
        await uploadLetter(cart, { name: 'brief.pdf', type: 'application/pdf', content: pdf })
      ).json();
      const candle = await variation('geurkaars', { size: 'S' });
      const response = await addLine(cart, {
        variationId: candle.id,
        quantity: 1,
        letterId: letter.id,
      });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().violations[0].code, 'validation.letterNotAvailable');
    });

    it('refuses an upsell not offered with the product', async () => {
      const monstera = await variation('monstera', { size: 'M' });
      const vase = await variation('vaas-glas', { size: 'S' });
      assert.deepEqual(
        await refusal({
          variationId: monstera.id,
          quantity: 1,
          upsells: [{ variationId: vase.id, quantity: 1 }],
        }),
        [
          {
            propertyPath: 'upsells.0.variationId',
            message: 'Dit extraatje wordt niet bij dit product aangeboden',
            code: 'validation.upsellNotOffered',
          },
        ],
      );
    });

    it('refuses an upsell text longer than the item takes, or on an item without text', async () => {
      const sunny = await variation('zonnig-boeket', { size: 'M' });
      const balloon = await variation('ballon-gefeliciteerd', { size: 'S' });
      const chocolates = await variation('bonbons-doos', { size: 'S' });
      assert.deepEqual(
        await refusal({
          variationId: sunny.id,
          quantity: 1,
          upsells: [
            { variationId: balloon.id, quantity: 1, text: 'x'.repeat(31) },
            { variationId: chocolates.id, quantity: 1, text: 'Voor jou' },
          ],
        }),
        [
          {
            propertyPath: 'upsells.0.text',
            message: 'Maximale lengte: 30 karakters',
            code: 'validation.maxLength',
          },
          {
            propertyPath: 'upsells.1.text',
            message: 'Dit veld is onbekend',
            code: 'validation.unknownField',
          },
        ],
      );
    });

    it('refuses two choices whose product groups conflict (a letter replaces the card)', async () => {
      const cart = await newCart();
      const letter = (
        await uploadLetter(cart, { name: 'brief.pdf', type: 'application/pdf', content: pdf })
      ).json();
      const sunny = await variation('zonnig-boeket', { size: 'M' });
      const small = await cardOfSize('zonnig-boeket', 'small');
      const response = await addLine(
        cart,
        {
          variationId: sunny.id,
          quantity: 1,
          card: { id: small.id, text: 'Hoi' },
          letterId: letter.id,
        },
        { 'accept-language': 'en-US' },
      );
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json().violations, [
        {
          propertyPath: 'letterId',
          message: 'This choice cannot be ordered together with another choice',
          code: 'validation.productGroupConflict',
        },
      ]);
      const withoutCard = await addLine(cart, {
        variationId: sunny.id,
        quantity: 1,
        letterId: letter.id,
      });
      assert.equal(withoutCard.statusCode, 200);
    });

    it('refuses a forged price anywhere in the line', async () => {
      const sunny = await variation('zonnig-boeket', { size: 'M' });
      const small = await cardOfSize('zonnig-boeket', 'small');
      const balloon = await variation('ballon-gefeliciteerd', { size: 'S' });
      for (const [payload, path] of [
        [{ variationId: sunny.id, quantity: 1, price: 1 }, 'price'],
        [
          { variationId: sunny.id, quantity: 1, card: { id: small.id, text: 'Hoi', price: 0 } },
          'card.price',
        ],
        [
          {
            variationId: sunny.id,
            quantity: 1,
            upsells: [{ variationId: balloon.id, quantity: 1, total: 0 }],
          },
          'upsells.0.total',
        ],
      ] as const) {
        assert.deepEqual(await refusal(payload), [
          { propertyPath: path, message: 'Dit veld is onbekend', code: 'validation.unknownField' },
        ]);
      }
    });

    it('adds nothing to the cart when it refuses', async () => {
      const cart = await newCart();
      const sunny = await variation('zonnig-boeket', { size: 'M' });
      await addLine(cart, { variationId: sunny.id, quantity: 1, personalization: true });
      const view = await app().inject({
        method: 'GET',
        url: `/carts/${cart.uuid}`,
        headers: { 'x-cart-secret': cart.secret },
      });
      assert.deepEqual(view.json().lines, []);
    });
  });
}
