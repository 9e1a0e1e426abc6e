import type { PaymentInput } from '@shop/contracts/schemas';

/** What a provider answers when a payment starts, or later through its webhook. */
export type PaymentOutcome = 'completed' | 'failed' | 'canceled' | 'action-required';

export interface PaymentStart {
  outcome: PaymentOutcome;
  /** The provider's id of the payment: webhooks name it. */
  reference: string;
  /** Where the shopper confirms (the bank, 3-D Secure), when the outcome is action-required. */
  redirectUrl?: string;
  /** What the shopper may see later: the bank, the card's last four digits. Never the card. */
  details: Record<string, string>;
  /** Why it failed, as a 'common' text key. */
  failure?: 'errors.paymentRefused' | 'errors.afterPayRejected';
}

export interface PaymentRequest {
  paymentUuid: string;
  orderNumber: string;
  amountCents: number;
  email: string;
  payment: Exclude<PaymentInput, { method: 'invoice' }>;
  /** The site's page the shopper comes back to after the bank. */
  returnUrl: string;
}

/** Money back for a completed payment (ADR 0039: staff cancel a paid order; ADR 0048). */
export interface RefundRequest {
  /** The provider's id of the payment, as `start` answered it. */
  reference: string;
  amountCents: number;
  orderNumber: string;
  /**
   * The shop's id of this refund (its `refunds` row): the provider makes one refund per key, so
   * asking again after a crash or a timeout never pays twice (Mollie's and Adyen's
   * `Idempotency-Key`).
   */
  idempotencyKey: string;
}

export interface RefundOutcome {
  /**
   * `processing`: accepted, the money is on its way (a real provider pays refunds out later:
   * Mollie's queued, pending and processing); `completed`: paid back; `failed`: refused.
   */
  outcome: 'processing' | 'completed' | 'failed';
  /** The provider's id of the refund. */
  reference: string | null;
}

/** A refund as the shop keeps it: `pending` while the provider's answer is not known yet. */
export type RefundStatus = 'pending' | RefundOutcome['outcome'];

/**
 * A payment service provider (ADR 0015). The shop ships a test provider that runs offline; a
 * real one (Mollie, Adyen, Buckaroo) implements the same calls.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The iDEAL banks to choose from. */
  issuers(): { id: string; name: string }[];
  start(request: PaymentRequest): Promise<PaymentStart>;
  /** A webhook call's payment and new outcome, or null when it is not authentic. */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): { reference: string; outcome: PaymentOutcome } | null;
  /**
   * Gives a completed payment's money back. A refused refund answers `failed`; a call whose
   * outcome is not known (the provider unreachable, no answer in time) throws, and the shop asks
   * again later with the same idempotency key.
   */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}
