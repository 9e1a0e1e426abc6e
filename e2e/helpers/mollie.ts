import { ports } from './site';
import { standIn } from './stand-in';
import { mintCardToken } from '../../tooling/mollie-standin/card-token.mjs';

/**
 * Our Mollie stand-in (tooling/mollie-standin, ADR 0052): the API's payments, the test payment
 * page and the card fields, on an origin of their own as Mollie's are.
 */
const mollie = standIn({
  name: 'mollie',
  tool: 'mollie-standin',
  port: ports.mollie,
  readyPath: '/v1/mollie.js',
});

export const mollieUrl = mollie.url;
export const startMollie = mollie.start;
export const stopMollie = mollie.stop;

/** Sets the stand-in's faults (README: down, delayMs, refundRefused, noIssuers, …). */
export async function mollieFaults(faults: Record<string, unknown> | null): Promise<void> {
  const answer = await fetch(`${mollieUrl}/__standin/faults`, {
    method: faults ? 'POST' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: faults ? JSON.stringify(faults) : undefined,
  });
  if (!answer.ok) throw new Error(`The Mollie stand-in refused the faults: ${answer.status}`);
}

/** The test cards (README): paid at once, declined, and one that asks for 3-D Secure. */
export const testCards = {
  paid: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
} as const;

/** A card token as Mollie Components' card number frame gets one, for orders placed by API. */
export async function cardToken(cardNumber: string = testCards.paid): Promise<string> {
  const body = await mintCardToken(mollieUrl, { cardNumber, cardHolder: 'A. de Vries' });
  if (!body.token)
    throw new Error(`The Mollie stand-in made no card token: ${JSON.stringify(body)}`);
  return body.token;
}
