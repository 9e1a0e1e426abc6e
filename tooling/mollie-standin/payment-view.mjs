// A payment as `GET /v2/payments/:id` shows it: Mollie's field names, HAL links, the amounts
// refunded and remaining once it is paid, and captured with a manual capture.
import { capturedCents } from './captures.mjs';
import { euros } from './money.mjs';
import { isCancelable } from './payments.mjs';
import { refundedCents } from './refunds.mjs';

const hal = (href) => ({ href, type: 'application/hal+json' });
const html = (href) => ({ href, type: 'text/html' });

/** Whether the shopper still has to act on the stand-in's test page (Mollie's checkout). */
export const needsShopper = (payment) =>
  payment.status === 'open' &&
  (payment.card === null || payment.details?.cardSecurity === '3dsecure');

export function paymentView(payment, { publicUrl }) {
  const paid = payment.status === 'paid';
  const refunded = refundedCents(payment);
  const stamps = ['paidAt', 'authorizedAt', 'failedAt', 'canceledAt', 'expiredAt'].filter(
    (stamp) => payment[stamp],
  );
  const self = `${publicUrl}/v2/payments/${payment.id}`;
  return {
    resource: 'payment',
    id: payment.id,
    mode: 'test',
    createdAt: payment.createdAt,
    amount: euros(payment.amountCents),
    description: payment.description,
    method: payment.method,
    metadata: payment.metadata,
    status: payment.status,
    isCancelable: isCancelable(payment),
    ...(payment.status === 'open' ? { expiresAt: payment.expiresAt } : {}),
    captureMode: payment.captureMode,
    ...(payment.status === 'authorized' ? { captureBefore: payment.captureBefore } : {}),
    ...(payment.captureMode === 'manual' ? { amountCaptured: euros(capturedCents(payment)) } : {}),
    ...Object.fromEntries(stamps.map((stamp) => [stamp, payment[stamp]])),
    ...(paid
      ? {
          amountRefunded: euros(refunded),
          amountRemaining: euros(payment.amountCents - refunded),
        }
      : {}),
    locale: payment.locale,
    profileId: 'pfl_standin01',
    sequenceType: 'oneoff',
    redirectUrl: payment.redirectUrl,
    ...(payment.cancelUrl ? { cancelUrl: payment.cancelUrl } : {}),
    webhookUrl: payment.webhookUrl,
    ...(payment.billingAddress ? { billingAddress: payment.billingAddress } : {}),
    ...(payment.shippingAddress ? { shippingAddress: payment.shippingAddress } : {}),
    ...(payment.lines ? { lines: payment.lines } : {}),
    details: payment.details,
    _links: {
      self: hal(self),
      ...(needsShopper(payment) ? { checkout: html(`${publicUrl}/checkout/${payment.id}`) } : {}),
      dashboard: html(`${publicUrl}/__standin/payments/${payment.id}`),
      ...(payment.refunds.length > 0 ? { refunds: hal(`${self}/refunds`) } : {}),
      ...(payment.captures.length > 0 ? { captures: hal(`${self}/captures`) } : {}),
      documentation: html('https://docs.mollie.com/reference/get-payment'),
    },
  };
}
