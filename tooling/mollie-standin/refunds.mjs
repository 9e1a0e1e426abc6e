// Refunds as Mollie's Refunds API makes and shows them
// (https://docs.mollie.com/reference/create-refund): `pending` when made, then `processing`,
// `refunded` or `failed`; the stand-in moves them after `refundSettleMs` or when a test says so,
// and calls the payment's webhook as Mollie does (README.md).
import { MollieError } from './http.mjs';
import { euros, newId, parseAmount } from './money.mjs';

/** What the payment has given back, or is giving back: every refund that did not fail. */
export const refundedCents = (payment) =>
  payment.refunds
    .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
    .reduce((sum, refund) => sum + refund.amountCents, 0);

export function createRefund(payment, body, { now = new Date(), refused = false } = {}) {
  if (refused) throw new MollieError(422, 'The refund could not be processed');
  if (payment.status !== 'paid')
    throw new MollieError(422, `The payment is ${payment.status}, so it cannot be refunded`);
  const cents = parseAmount(body?.amount, 'amount');
  const remaining = payment.amountCents - refundedCents(payment);
  if (cents <= 0) throw new MollieError(422, 'The refund amount must be more than zero', 'amount');
  if (cents > remaining)
    throw new MollieError(
      422,
      `The refund amount is higher than the amount remaining (${euros(remaining).value} EUR)`,
      'amount',
    );
  const refund = {
    id: newId('re_'),
    paymentId: payment.id,
    amountCents: cents,
    description: typeof body.description === 'string' ? body.description : '',
    metadata: body.metadata ?? null,
    status: 'pending',
    createdAt: now.toISOString(),
  };
  payment.refunds.push(refund);
  return refund;
}

/** Mollie's refund statuses a refund still on its way may move to. */
export const refundMoves = ['processing', 'refunded', 'failed'];

/**
 * A refund on its way (`pending` or `processing`) moves on; false when it is final already
 * (`refunded`, `failed`) or would move back.
 */
export function settleRefund(refund, status) {
  const open = refund.status === 'pending' || refund.status === 'processing';
  if (!open || refund.status === status || !refundMoves.includes(status)) return false;
  refund.status = status;
  return true;
}

export function refundView(refund, { publicUrl }) {
  const payment = `${publicUrl}/v2/payments/${refund.paymentId}`;
  return {
    resource: 'refund',
    id: refund.id,
    mode: 'test',
    amount: euros(refund.amountCents),
    status: refund.status,
    createdAt: refund.createdAt,
    description: refund.description,
    metadata: refund.metadata,
    paymentId: refund.paymentId,
    _links: {
      self: { href: `${payment}/refunds/${refund.id}`, type: 'application/hal+json' },
      payment: { href: payment, type: 'application/hal+json' },
      documentation: { href: 'https://docs.mollie.com/reference/get-refund', type: 'text/html' },
    },
  };
}

export function refundList(payment, { publicUrl }) {
  const refunds = payment.refunds.map((refund) => refundView(refund, { publicUrl }));
  return {
    count: refunds.length,
    _embedded: { refunds },
    _links: {
      self: {
        href: `${publicUrl}/v2/payments/${payment.id}/refunds`,
        type: 'application/hal+json',
      },
      previous: null,
      next: null,
      documentation: {
        href: 'https://docs.mollie.com/reference/list-refunds',
        type: 'text/html',
      },
    },
  };
}
