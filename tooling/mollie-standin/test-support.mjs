// What the stand-in's tests share: a stand-in, the real Mollie client pointed at it, a card token
// made as the card number frame makes one, and a tiny server to receive webhooks.
import { createServer } from 'node:http';
import { createMollieClient } from '@mollie/api-client';
import { startMollieStandin } from './server.mjs';
import { mintCardToken } from './card-token.mjs';

export const apiKey = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

export async function standInWithClient(options) {
  const standIn = await startMollieStandin(options);
  const mollie = createMollieClient({ apiKey, apiEndpoint: standIn.apiEndpoint });
  return { standIn, mollie };
}

export const cardToken = (standIn, cardNumber, overrides = {}) =>
  mintCardToken(standIn.url, { cardNumber, expiryDate: '12 / 39', ...overrides });

export const idealPayment = {
  amount: { currency: 'EUR', value: '29.90' },
  description: 'Boeket Zonnig, bestelling 1042',
  redirectUrl: 'https://shop.test/betaling/1042',
  method: 'ideal',
  issuer: 'ideal_INGBNL2A',
  locale: 'nl_NL',
  metadata: { orderId: '1042' },
};

const buyer = {
  givenName: 'Anna',
  familyName: 'de Vries',
  email: 'anna@example.nl',
  streetAndNumber: 'Kerkstraat 12',
  postalCode: '7391 AB',
  city: 'Twello',
  country: 'NL',
};

/** A Riverty payment of `value` euros, as the shop makes one: a manual capture, one line. */
export const rivertyPayment = (value = '60.00', extra = {}) => ({
  amount: { currency: 'EUR', value },
  description: 'Bestelling 3001',
  redirectUrl: 'https://shop.test/betaling/3001',
  method: 'riverty',
  captureMode: 'manual',
  billingAddress: buyer,
  shippingAddress: buyer,
  lines: [
    {
      description: 'Boeket',
      quantity: 1,
      unitPrice: { currency: 'EUR', value },
      totalAmount: { currency: 'EUR', value },
    },
  ],
  ...extra,
});

/** The shopper picks `outcome` on the stand-in's test payment page (the webhook is called). */
export async function chooseAtCheckout(standIn, paymentId, outcome) {
  const answer = await fetch(`${standIn.url}/checkout/${paymentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });
  if (answer.status !== 303) throw new Error(`The test page answered ${answer.status}`);
}

/** A stand-in control call: `POST /__standin/<path>` with a JSON body. */
export const control = (standIn, path, body) =>
  fetch(`${standIn.url}/__standin/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Waits until `check` holds, for at most `ms`. */
export async function eventually(check, ms = 2000) {
  for (const start = Date.now(); Date.now() - start < ms;) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`not so after ${ms} ms`);
}

/** A server that answers every webhook 200 and keeps what it received. */
export async function webhookReceiver() {
  const received = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ type: request.headers['content-type'], body });
      response.end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/webhooks/mollie`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
