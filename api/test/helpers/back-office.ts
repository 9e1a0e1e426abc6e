import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { seedOAuthClients } from '../../src/db/seed';
import { cartClient } from './cart';
import { nextAddress, requestToken } from './oauth';
import { cardPayment, dutchAddress } from './order-input';

export const STAFF_EMAIL = 'winkel@bloemenzo.nl';
export const FULFILMENT_SECRET = 'fulfilment-test-secret-of-at-least-32-characters';

/** A staff member's bearer headers, signed in through the back office's client. */
export async function staffHeaders(
  app: FastifyInstance,
  email = STAFF_EMAIL,
  password = 'Bloem3n!',
) {
  const response = await requestToken(app, {
    client_id: 'shop-backoffice',
    grant_type: 'password',
    username: email,
    password,
  });
  assert.equal(response.statusCode, 200, response.body);
  return { authorization: `Bearer ${response.json().access_token}`, 'accept-language': 'en-US' };
}

/** Registers the fulfilment client (as FULFILMENT_CLIENT_SECRET does at start-up). */
export const registerFulfilmentClient = (app: FastifyInstance) =>
  seedOAuthClients(app.db, undefined, { fulfilmentSecret: FULFILMENT_SECRET });

/** The fulfilment system's token request (client credentials); `scope` as given. */
export const fulfilmentTokenRequest = (
  app: FastifyInstance,
  fields: Record<string, string> = { scope: 'fulfilment' },
) =>
  requestToken(app, {
    grant_type: 'client_credentials',
    client_id: 'fulfilment',
    client_secret: FULFILMENT_SECRET,
    ...fields,
  });

export async function fulfilmentHeaders(app: FastifyInstance) {
  const response = await fulfilmentTokenRequest(app);
  assert.equal(response.statusCode, 200, response.body);
  return { authorization: `Bearer ${response.json().access_token}`, 'accept-language': 'en-US' };
}

/**
 * An order paid by card, so it is new: by a guest, or by the signed-in customer whose headers
 * are given. Answers the placed order's body (uuid, number, secret for a guest).
 */
export async function placePaidOrder(
  app: FastifyInstance,
  options: { slug?: string; customer?: Record<string, string>; email?: string } = {},
) {
  const carts = cartClient(() => app);
  const cart = await carts.newCart();
  const variation = await carts.variation(options.slug ?? 'zonnig-boeket');
  const added = await carts.addLine(cart, { variationId: variation.id, quantity: 1 });
  assert.equal(added.statusCode, 200, added.body);
  const dates = await app.inject({ method: 'GET', url: '/order/delivery-dates?country=NL' });
  const response = await app.inject({
    method: 'POST',
    url: '/order/orders',
    remoteAddress: nextAddress(),
    headers: {
      'x-cart-secret': cart.secret,
      'idempotency-key': randomBytes(12).toString('hex'),
      'accept-language': 'en-US',
      ...options.customer,
    },
    payload: {
      cart: cart.uuid,
      email: options.email ?? 'anna@example.nl',
      deliveryDate: dates.json()['hydra:member'][0].date,
      deliveryAddress: dutchAddress,
      payment: await cardPayment(),
    },
  });
  assert.equal(response.statusCode, 201, response.body);
  assert.equal(response.json().status, 'new');
  return response.json() as {
    uuid: string;
    number: string;
    secret?: string;
    delivery_date: string;
  };
}
