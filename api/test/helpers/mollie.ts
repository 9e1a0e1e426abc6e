import type { FastifyInstance } from 'fastify';
import { startMollieStandin, type MollieStandIn } from '../../../tooling/mollie-standin/server.mjs';
import { mintCardToken, testCards } from '../../../tooling/mollie-standin/card-token.mjs';
import type { MollieSettings } from '../../src/domain/payment/mollie-provider';

/**
 * Mollie for the API's tests (ADR 0052): our stand-in (tooling/mollie-standin), which answers as
 * Mollie's documented API does, on an address of its own; the API reaches it through the real
 * `@mollie/api-client`. One per test file (each file is a process of its own), started when
 * first asked for; it does not keep the process from ending. Its refunds and captures stay as
 * Mollie answered them until a test settles them (`settleAtMollie`).
 */
let shared: Promise<MollieStandIn> | undefined;

export function mollieStandin(): Promise<MollieStandIn> {
  shared ??= startMollieStandin({ refundSettleMs: null, captureSettleMs: null }).then((standin) => {
    standin.unref();
    return standin;
  });
  return shared;
}

export const TEST_MOLLIE_KEY = 'test_apiTestsTalkToTheStandIn00000000';

/**
 * The app's Mollie settings against the stand-in. Its webhook calls go nowhere (port 1 refuses
 * at once): a test delivers the webhook itself, with `deliverWebhook`, when it wants one.
 */
export async function mollieSettings(
  overrides: Partial<MollieSettings> = {},
): Promise<Omit<MollieSettings, 'webhookUrl'> & { webhookUrl: string }> {
  const standin = await mollieStandin();
  return {
    apiKey: TEST_MOLLIE_KEY,
    profileId: 'pfl_apitests',
    apiEndpoint: standin.apiEndpoint,
    componentsScript: `${standin.url}/v1/mollie.js`,
    webhookUrl: 'http://127.0.0.1:1/api/payments/webhook/mollie',
    timeoutMs: 5_000,
    methodsCacheMs: 0,
    ...overrides,
  };
}

/** A card token as Mollie Components' card number frame gets one (the test cards: README). */
export async function cardToken(cardNumber = testCards.paid): Promise<string> {
  const body = await mintCardToken((await mollieStandin()).url, { cardNumber });
  if (!body.token) throw new Error(`No card token: ${JSON.stringify(body)}`);
  return body.token;
}

/** The stand-in's cards with a fixed answer, as Mollie documents its test cards. */
export { testCards };

/** The shopper picks an outcome on Mollie's (the stand-in's) test page for the payment. */
export async function payAtMollie(
  redirectUrl: string,
  outcome: 'paid' | 'failed' | 'canceled' | 'expired' | 'authorized',
): Promise<string> {
  const answer = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });
  if (answer.status !== 303) throw new Error(`The test page answered ${answer.status}`);
  return answer.headers.get('location') ?? '';
}

/**
 * Mollie settles a payment's refund or capture later, and calls the payment's webhook: the
 * stand-in's control does it now (README, "Controls"). Its webhook call goes nowhere in these
 * tests (the shop is not listening): a test delivers it with `deliverWebhook`.
 */
export async function settleAtMollie(
  paymentId: string,
  what: { refund: string } | { capture: string },
  status: 'processing' | 'refunded' | 'succeeded' | 'failed',
) {
  const standin = await mollieStandin();
  const path = 'refund' in what ? `refunds/${what.refund}` : `captures/${what.capture}`;
  const answer = await fetch(`${standin.url}/__standin/payments/${paymentId}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  if (answer.status !== 200) throw new Error(`The stand-in answered ${answer.status}`);
  const payment = standin.payments.get(paymentId)!;
  return payment.webhookCalls.at(-1)!;
}

/** The id of the Mollie payment behind a checkout link (`…/checkout/tr_…`). */
export const paymentIdOf = (redirectUrl: string) => /\/checkout\/(tr_\w+)/.exec(redirectUrl)![1]!;

/** Mollie's webhook call as Mollie makes it: a form with the payment's id and nothing else. */
export const deliverWebhook = (app: FastifyInstance, id: string) =>
  app.inject({
    method: 'POST',
    url: '/payments/webhook/mollie',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id }).toString(),
  });
