import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  PaymentOutcome,
  PaymentProvider,
  PaymentStart,
  RefundOutcome,
} from './payment-provider';

/** Card numbers with a fixed answer, as real providers document theirs; any other valid card pays. */
export const testCards = {
  declined: '4000000000000002',
  needsAction: '4000000000003220',
  succeeds: '4111111111111111',
} as const;

export const TEST_ISSUERS = [
  { id: 'ABNANL2A', name: 'ABN AMRO' },
  { id: 'ASNBNL21', name: 'ASN Bank' },
  { id: 'BUNQNL2A', name: 'bunq' },
  { id: 'INGBNL2A', name: 'ING' },
  { id: 'KNABNL2H', name: 'Knab' },
  { id: 'RABONL2U', name: 'Rabobank' },
  { id: 'SNSBNL2A', name: 'SNS' },
  { id: 'TRIONL2U', name: 'Triodos Bank' },
];

export const TEST_SIGNATURE_HEADER = 'x-test-provider-signature';

export function signTestWebhook(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * The built-in provider: the whole payment flow without leaving the machine. iDEAL and cards
 * that need 3-D Secure send the shopper to the provider's page (served by this API under
 * /payments/test-provider), where they approve, refuse or cancel; AfterPay refuses buyers whose
 * e-mail address starts with `reject` (ADR 0015).
 */
export function testPaymentProvider(options: {
  webhookSecret: string;
  /** The page's public address, e.g. `${SITE_URL}/api/payments/test-provider`. */
  pageUrl: string;
}): PaymentProvider {
  const redirect = (reference: string) => `${options.pageUrl}/${reference}`;
  /** The refunds made, by idempotency key (this process only: the test provider keeps no data). */
  const refunds = new Map<string, RefundOutcome>();
  return {
    name: 'test',
    issuers: () => TEST_ISSUERS,
    async start(request): Promise<PaymentStart> {
      const reference = `tst_${randomBytes(12).toString('hex')}`;
      const { payment } = request;
      switch (payment.method) {
        case 'ideal': {
          const issuer = TEST_ISSUERS.find((bank) => bank.id === payment.issuer);
          if (!issuer)
            return { outcome: 'failed', reference, details: {}, failure: 'errors.paymentRefused' };
          return {
            outcome: 'action-required',
            reference,
            redirectUrl: redirect(reference),
            details: { issuer: issuer.name },
          };
        }
        case 'creditcard': {
          const details = { last4: payment.number.slice(-4), holder: payment.holder };
          if (payment.number === testCards.declined)
            return { outcome: 'failed', reference, details, failure: 'errors.paymentRefused' };
          if (payment.number === testCards.needsAction)
            return {
              outcome: 'action-required',
              reference,
              redirectUrl: redirect(reference),
              details,
            };
          return { outcome: 'completed', reference, details };
        }
        case 'afterpay':
          return request.email.startsWith('reject')
            ? { outcome: 'failed', reference, details: {}, failure: 'errors.afterPayRejected' }
            : { outcome: 'completed', reference, details: {} };
      }
    },
    // Every refund of a real test payment succeeds; one of a payment it never made fails. The
    // same idempotency key twice answers the first answer again, as real providers do.
    async refund(request): Promise<RefundOutcome> {
      const known = refunds.get(request.idempotencyKey);
      if (known) return known;
      const outcome: RefundOutcome =
        !request.reference.startsWith('tst_') || request.amountCents <= 0
          ? { outcome: 'failed', reference: null }
          : { outcome: 'completed', reference: `rfd_${randomBytes(12).toString('hex')}` };
      refunds.set(request.idempotencyKey, outcome);
      return outcome;
    },
    verifyWebhook(headers, rawBody) {
      const signature = headers[TEST_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return null;
      const expected = signTestWebhook(options.webhookSecret, rawBody);
      if (!timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(expected, 'hex')))
        return null;
      try {
        const body = JSON.parse(rawBody) as { reference?: unknown; outcome?: unknown };
        const outcomes: PaymentOutcome[] = ['completed', 'failed', 'canceled'];
        if (
          typeof body.reference !== 'string' ||
          !outcomes.includes(body.outcome as PaymentOutcome)
        )
          return null;
        return { reference: body.reference, outcome: body.outcome as PaymentOutcome };
      } catch {
        return null;
      }
    },
  };
}
