import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { build, dbTargets } from '../../helpers/build';
import { cartClient, type CartRef } from '../../helpers/cart';
import { nextAddress } from '../../helpers/oauth';
import { cardPayment, dutchAddress } from '../../helpers/order-input';

const german = {
  ...dutchAddress,
  street: 'Unter den Linden',
  housenumber: '5',
  postcode: '10117',
  city: 'Berlin',
  country: 'DE',
};

for (const target of dbTargets()) {
  describe(`the countries of an order's addresses on ${target.name}`, () => {
    const app = build(target, { mail: { mailer: { send: async () => undefined } } });
    const carts = cartClient(app);

    async function place(overrides: Record<string, unknown>, language = 'en-US') {
      const cart: CartRef = await carts.newCart();
      const variation = await carts.variation('zonnig-boeket');
      assert.equal(
        (await carts.addLine(cart, { variationId: variation.id, quantity: 1 })).statusCode,
        200,
      );
      const dates = await app().inject({ method: 'GET', url: '/order/delivery-dates?country=NL' });
      return app().inject({
        method: 'POST',
        url: '/order/orders',
        remoteAddress: nextAddress(),
        headers: {
          'content-type': 'application/ld+json',
          'x-cart-secret': cart.secret,
          'idempotency-key': randomBytes(12).toString('hex'),
          'accept-language': language,
        },
        payload: JSON.stringify({
          cart: cart.uuid,
          email: 'anna@example.nl',
          deliveryDate: dates.json()['hydra:member'][0].date,
          deliveryAddress: dutchAddress,
          payment: await cardPayment(),
          ...overrides,
        }),
      });
    }

    it('refuses delivery to a country the shop does not deliver to, in the shopper’s language', async () => {
      const english = await place({ deliveryAddress: german });
      assert.equal(english.statusCode, 400);
      assert.deepEqual(english.json().violations, [
        {
          propertyPath: 'deliveryAddress.country',
          message: 'We deliver in the Netherlands and Belgium only',
          code: 'validation.deliveryCountry',
        },
      ]);
      const french = await place({ deliveryAddress: german }, 'fr-BE');
      assert.equal(
        french.json()['hydra:description'],
        'deliveryAddress.country: Nous livrons uniquement aux Pays-Bas et en Belgique',
      );
    });

    it('sends the invoice to a German address while the flowers go to a Dutch one', async () => {
      const placed = await place({ invoiceAddress: german });
      assert.equal(placed.statusCode, 201, placed.body);
      assert.equal(placed.json().invoice_address.country, 'DE');
      assert.equal(placed.json().invoice_address.postcode, '10117');
      assert.equal(placed.json().delivery_address.country, 'NL');
    });

    it('refuses an invoice country that is not on the list', async () => {
      const refused = await place({ invoiceAddress: { ...german, country: 'XX' } });
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json().violations[0].propertyPath, 'invoiceAddress.country');
      assert.equal(refused.json().violations[0].message, 'Choose a country from the list');
    });
  });
}
