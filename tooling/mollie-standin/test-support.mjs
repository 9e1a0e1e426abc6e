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
