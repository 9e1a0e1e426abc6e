import { expect, type APIRequestContext } from '@playwright/test';
import { cardToken } from './mollie';
import { ports } from './site';

const api = (path: string) => `http://127.0.0.1:${ports.api}${path}`;

/**
 * Places an order for a customer straight through the API (as the checkout would): `quantity`
 * medium sunny bouquets with a card saying `cardText`, paid by card, delivered at Oudegracht
 * `housenumber` in Utrecht on the first date offered. Answers its uuid, number and delivery date.
 */
export async function placeOrderAs(
  request: APIRequestContext,
  email: string,
  { quantity = 2, cardText = 'Van harte, Anna!', housenumber = '12' } = {},
): Promise<{ uuid: string; number: string; deliveryDate: string }> {
  const token = await request.post(api('/token'), {
    form: { grant_type: 'password', client_id: 'shop-web', username: email, password: 'Bloem3n!' },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const authorization = `Bearer ${(await token.json()).access_token}`;

  const cart = await (await request.post(api('/carts'))).json();
  const product = await (await request.get(api('/catalogue/products/zonnig-boeket'))).json();
  const variation = product.variations.find(
    (v: { orderable: boolean; property_values: Record<string, string> }) =>
      v.orderable && v.property_values.size === 'M',
  );
  const cards = (
    await (await request.get(api('/catalogue/wish-cards?product=zonnig-boeket'))).json()
  )['hydra:member'];
  const added = await request.post(api(`/carts/${cart.uuid}/lines`), {
    headers: { 'x-cart-secret': cart.secret, 'content-type': 'application/ld+json' },
    data: { variationId: variation.id, quantity, card: { id: cards[0].id, text: cardText } },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const dates = await (await request.get(api('/order/delivery-dates?country=NL'))).json();
  const deliveryDate: string = dates['hydra:member'][0].date;
  const placed = await request.post(api('/order/orders'), {
    headers: {
      authorization,
      'x-cart-secret': cart.secret,
      'content-type': 'application/ld+json',
    },
    data: {
      cart: cart.uuid,
      email,
      deliveryDate,
      deliveryRemark: 'Graag bij de buren afgeven',
      deliveryAddress: {
        firstname: 'Anna',
        lastname: 'de Vries',
        street: 'Oudegracht',
        housenumber,
        postcode: '3511 AB',
        city: 'Utrecht',
        country: 'NL',
      },
      // Paid by card: the token Mollie Components hands out (the stand-in's card fields).
      payment: { method: 'creditcard', cardToken: await cardToken() },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = await placed.json();
  return { uuid: order.uuid, number: order.number, deliveryDate };
}
