import { randomBytes } from 'node:crypto';
import type { PlaceOrderInput } from '@shop/contracts/schemas';
import type { PaymentStart, RefundOutcome } from '../domain/payment/payment-provider';

/**
 * The demo orders' payments (ADR 0052): written as the shop keeps a provider's answers, but
 * never asked of Mollie or any provider, so the demo data seeds with no provider running. They
 * are the story's past: a card was paid at once, iDEAL waited for the bank, a cancel paid back.
 * Staff who cancel a demo order later ask Mollie for a refund, and Mollie, which never took the
 * payment, refuses it: the staff screen shows that refusal.
 */
export const DEMO_PAYMENTS = 'demo';

/** The payment the story started with: a card paid at once, iDEAL waiting for the bank. */
export function demoPaymentStart(payment: PlaceOrderInput['payment']): PaymentStart {
  const reference = `tr_demo${randomBytes(6).toString('hex')}`;
  if (payment.method === 'creditcard')
    return { outcome: 'completed', reference, details: { brand: 'Visa', last4: '1111' } };
  return { outcome: 'action-required', reference, details: {} };
}

/** A demo story's refund: the money of a payment nobody took goes back at once. */
export const demoRefund = (): RefundOutcome => ({ outcome: 'completed', reference: null });
