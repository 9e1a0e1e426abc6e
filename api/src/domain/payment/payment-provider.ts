import type { Locale } from '@shop/contracts/messages';
import type { PaymentMethodOption, PaymentProviderSettings } from '@shop/contracts/api';
import type { DeliveryCountry, PaymentInput } from '@shop/contracts/schemas';

/**
 * What a provider answers when a payment starts, or later when the shop asks it again.
 * `authorized`: the money is held for the shop, taken when the order ships (`capture`) or let
 * go when it is canceled (`release`); Riverty's payments, with Mollie. Paid, for the order.
 */
export type PaymentOutcome = 'completed' | 'authorized' | 'failed' | 'canceled' | 'action-required';

export interface PaymentStart {
  outcome: PaymentOutcome;
  /** The provider's id of the payment: its webhook names it. */
  reference: string;
  /** Where the shopper confirms (the bank, 3-D Secure), when the outcome is action-required. */
  redirectUrl?: string;
  /** What the shopper may see later: the card's brand and last four digits. Never the card. */
  details: Record<string, string>;
  /** Why it failed, as a 'common' text key. */
  failure?: 'errors.paymentRefused' | 'errors.afterPayRejected';
}

export interface PaymentRequest {
  paymentUuid: string;
  orderNumber: string;
  amountCents: number;
  email: string;
  locale: Locale;
  payment: Exclude<PaymentInput, { method: 'invoice' }>;
  /** The invoice address: who pays (AfterPay/Riverty checks the buyer). */
  billing: {
    firstname: string;
    lastname: string;
    streetAndNumber: string;
    postcode: string;
    city: string;
    country: string;
  };
  /** The site's page the shopper comes back to after the provider's page. */
  returnUrl: string;
}

/** The payment as the provider knows it now: the only truth a webhook leads to. */
export interface PaymentState {
  reference: string;
  /** `open`: the shopper or the bank has still to act. */
  outcome: Exclude<PaymentOutcome, 'action-required'> | 'open';
  details: Record<string, string>;
  /** The shop's id of the attempt, from the payment's metadata. */
  paymentUuid: string | null;
}

/** Money back for a completed payment (ADR 0039: staff cancel a paid order; ADR 0048). */
export interface RefundRequest {
  /** The provider's id of the payment, as `start` answered it. */
  reference: string;
  amountCents: number;
  orderNumber: string;
  /**
   * The shop's id of this refund (its `refunds` row): the provider makes one refund per key, so
   * asking again after a crash or a timeout never pays twice (Mollie's `Idempotency-Key`).
   */
  idempotencyKey: string;
}

export interface RefundOutcome {
  /**
   * `processing`: accepted, the money is on its way (Mollie's queued, pending and processing);
   * `completed`: paid back; `failed`: refused.
   */
  outcome: 'processing' | 'completed' | 'failed';
  /** The provider's id of the refund. */
  reference: string | null;
}

/** A refund as the shop keeps it: `pending` while the provider's answer is not known yet. */
export type RefundStatus = 'pending' | RefundOutcome['outcome'];

/**
 * What goes back when staff cancel: a `refund` of money taken, or the `release` of an
 * authorization nothing was taken from yet (Mollie: the payment canceled).
 */
export type RefundKind = 'refund' | 'release';

/** Letting an authorized payment's hold go (ADR 0052): the order is canceled before it shipped. */
export interface ReleaseRequest {
  /** The provider's id of the payment. */
  reference: string;
  /** The shop's id of this release (its `refunds` row), as for a refund. */
  idempotencyKey: string;
}

/** Taking the money of an authorized payment when its order ships (ADR 0052; Mollie: a capture). */
export interface CaptureRequest {
  /** The provider's id of the payment. */
  reference: string;
  amountCents: number;
  orderNumber: string;
  /**
   * The shop's id of this capture (its `captures` row): the provider makes one capture per key,
   * so asking again after a timeout never takes the money twice.
   */
  idempotencyKey: string;
}

export interface CaptureOutcome {
  /** `processing`: accepted, the money is being taken; `completed`: taken; `failed`: refused. */
  outcome: 'processing' | 'completed' | 'failed';
  /** The provider's id of the capture. */
  reference: string | null;
}

/** A capture as the shop keeps it: `pending` while the provider's answer is not known yet. */
export type CaptureStatus = 'pending' | CaptureOutcome['outcome'];

/** A refund or capture as the provider knows it now, read when its webhook calls. */
export interface FollowedUp {
  /** The provider's id of the refund or capture. */
  reference: string;
  outcome: 'processing' | 'completed' | 'failed';
  /** The shop's id it was asked with, when the provider keeps it (a capture's metadata). */
  key: string | null;
}

/**
 * The provider could not be asked: unreachable or answering 5xx (`unavailable`), or no answer
 * within the spec's 20 s (`timeout`). The shopper is told so and keeps the cart.
 */
export class ProviderUnavailable extends Error {
  constructor(
    readonly kind: 'unavailable' | 'timeout',
    cause?: unknown,
  ) {
    super(
      kind === 'timeout'
        ? 'The payment provider did not answer in time'
        : 'The payment provider could not be reached',
      { cause },
    );
    this.name = 'ProviderUnavailable';
  }
}

/**
 * A payment service provider (ADR 0052): Mollie today; Adyen or Stripe would implement the same
 * calls (their card fields hand a token too, their webhooks are verified by asking back or by
 * a signature the provider checks in `status`).
 */
export interface PaymentProvider {
  readonly name: string;
  /** What the checkout needs to mount the provider's card fields: public values only. */
  settings(): PaymentProviderSettings;
  /** The methods the provider offers for this amount, country and locale (cached briefly). */
  methods(query: {
    amountCents: number;
    country: DeliveryCountry;
    locale: Locale;
  }): Promise<PaymentMethodOption[]>;
  start(request: PaymentRequest): Promise<PaymentStart>;
  /** The payment as the provider knows it, or null when it knows no such payment. */
  status(reference: string): Promise<PaymentState | null>;
  /**
   * Gives a completed payment's money back. A refused refund answers `failed`; a call whose
   * outcome is not known (the provider unreachable, no answer in time) throws, and the shop asks
   * again later with the same idempotency key.
   */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /**
   * Lets an authorized payment's hold go: `completed` when nothing is held any more (the
   * provider had let it go already, too), `failed` when the provider refuses; throws when the
   * outcome is not known, and the shop asks again with the same key.
   */
  release(request: ReleaseRequest): Promise<RefundOutcome>;
  /**
   * Takes an authorized payment's money. A refused capture answers `failed`; a call whose
   * outcome is not known throws, and the shop asks again later with the same idempotency key.
   */
  capture(request: CaptureRequest): Promise<CaptureOutcome>;
  /** The payment's captures as the provider knows them now. */
  captures(reference: string): Promise<FollowedUp[]>;
  /** The payment's refunds as the provider knows them now. */
  refunds(reference: string): Promise<FollowedUp[]>;
}
