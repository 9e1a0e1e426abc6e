// Captures as Mollie's Captures API makes and shows them
// (https://docs.mollie.com/reference/create-capture, /get-capture, /list-captures): the money of
// an `authorized` payment (captureMode `manual`, which Riverty requires) taken later, `pending`
// when made, then `succeeded` (the payment `paid` once all of it is captured) or `failed`.
import { MollieError } from './http.mjs';
import { euros, newId, parseAmount } from './money.mjs';
import { setStatus } from './payments.mjs';

const sum = (captures) => captures.reduce((total, capture) => total + capture.amountCents, 0);

/** What the payment's captures take or are taking: every capture that did not fail. */
export const capturingCents = (payment) =>
  sum(payment.captures.filter((capture) => capture.status !== 'failed'));

/** What has been captured: Mollie's `amountCaptured`. */
export const capturedCents = (payment) =>
  sum(payment.captures.filter((capture) => capture.status === 'succeeded'));

export function createCapture(payment, body, { now = new Date(), refused = false } = {}) {
  if (refused) throw new MollieError(422, 'The capture could not be processed');
  if (payment.status !== 'authorized')
    throw new MollieError(422, `The payment is ${payment.status}, so it cannot be captured`);
  const remaining = payment.amountCents - capturingCents(payment);
  // No amount: the whole authorization that is left (Mollie's default).
  const cents =
    body?.amount === undefined || body?.amount === null
      ? remaining
      : parseAmount(body.amount, 'amount');
  if (cents <= 0) throw new MollieError(422, 'The capture amount must be more than zero', 'amount');
  if (cents > remaining)
    throw new MollieError(
      422,
      `The capture amount is higher than the amount remaining (${euros(remaining).value} EUR)`,
      'amount',
    );
  if (body?.metadata !== undefined && JSON.stringify(body.metadata).length > 1024)
    throw new MollieError(422, 'The metadata is larger than 1 kB', 'metadata');
  const capture = {
    id: newId('cpt_'),
    paymentId: payment.id,
    amountCents: cents,
    description: typeof body?.description === 'string' ? body.description : payment.description,
    metadata: body?.metadata ?? null,
    status: 'pending',
    createdAt: now.toISOString(),
  };
  payment.captures.push(capture);
  return capture;
}

/**
 * A pending capture settles: `succeeded` (the payment is `paid` once its whole amount is
 * captured) or `failed` (the payment stays `authorized`). False when it was settled already.
 */
export function settleCapture(payment, capture, status, now = new Date()) {
  if (capture.status !== 'pending') return false;
  capture.status = status;
  if (
    status === 'succeeded' &&
    payment.status === 'authorized' &&
    capturedCents(payment) >= payment.amountCents
  )
    setStatus(payment, 'paid', now);
  return true;
}

export function captureView(capture, { publicUrl }) {
  const payment = `${publicUrl}/v2/payments/${capture.paymentId}`;
  return {
    resource: 'capture',
    id: capture.id,
    mode: 'test',
    description: capture.description,
    amount: euros(capture.amountCents),
    status: capture.status,
    metadata: capture.metadata,
    paymentId: capture.paymentId,
    createdAt: capture.createdAt,
    _links: {
      self: { href: `${payment}/captures/${capture.id}`, type: 'application/hal+json' },
      payment: { href: payment, type: 'application/hal+json' },
      documentation: { href: 'https://docs.mollie.com/reference/get-capture', type: 'text/html' },
    },
  };
}

export function captureList(payment, { publicUrl }) {
  const captures = payment.captures.map((capture) => captureView(capture, { publicUrl }));
  return {
    count: captures.length,
    _embedded: { captures },
    _links: {
      self: {
        href: `${publicUrl}/v2/payments/${payment.id}/captures`,
        type: 'application/hal+json',
      },
      previous: null,
      next: null,
      documentation: {
        href: 'https://docs.mollie.com/reference/list-captures',
        type: 'text/html',
      },
    },
  };
}
