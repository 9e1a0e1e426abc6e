import { createMollieClient, MollieApiError, type MollieClient } from '@mollie/api-client';
import type { Locale } from '@shop/contracts/messages';
import type { PaymentMethodOption } from '@shop/contracts/api';
import {
  ProviderUnavailable,
  type CaptureOutcome,
  type PaymentProvider,
  type PaymentState,
  type RefundOutcome,
} from './payment-provider';
import { expiringCache } from '../geo/expiring-cache';

/** Mollie's test and live keys (dashboard: Developers, API keys). */
export const MOLLIE_KEY = /^(test|live)_[A-Za-z0-9]{30,}$/;
/** Mollie's own API; MOLLIE_API_ENDPOINT points the client elsewhere (our stand-in offline). */
export const MOLLIE_API = 'https://api.mollie.com/v2/';
/** The script of Mollie Components, the card fields on Mollie's origin. */
export const MOLLIE_COMPONENTS_SCRIPT = 'https://js.mollie.com/v1/mollie.js';

export interface MollieSettings {
  apiKey: string;
  /** `pfl_…`: the website profile Mollie Components tokenizes cards for. */
  profileId: string;
  apiEndpoint?: string;
  componentsScript?: string;
  /** Where Mollie tells the shop a payment changed: the API's webhook on the public origin. */
  webhookUrl: string;
  /** Spec section 9: the API's calls give up after 20 s. */
  timeoutMs?: number;
  /** How long the methods for an amount, locale and country are kept. */
  methodsCacheMs?: number;
}

/** The shop's methods as Mollie names them: the spec's AfterPay is Riverty at Mollie. */
const toMollie = {
  ideal: 'ideal',
  creditcard: 'creditcard',
  bancontact: 'bancontact',
  afterpay: 'riverty',
} as const;
type ProviderMethod = keyof typeof toMollie;
const fromMollie = new Map<string, PaymentMethodOption['id']>(
  Object.entries(toMollie).map(([shop, mollie]) => [mollie, shop as PaymentMethodOption['id']]),
);

const mollieLocale: Record<Locale, string> = {
  'nl-nl': 'nl_NL',
  'nl-be': 'nl_BE',
  'fr-be': 'fr_BE',
  'en-us': 'en_US',
};

/** Mollie's amounts are strings with two decimals: 2990 cents is "29.90". */
export const mollieAmount = (cents: number) => ({
  currency: 'EUR',
  value: `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
});

/** What a Mollie payment status means for the order (ADR 0052). */
export function outcomeOf(status: string): PaymentState['outcome'] {
  switch (status) {
    case 'paid':
      return 'completed';
    // Riverty's payment is authorized, to be captured when the order ships: paid for the order.
    case 'authorized':
      return 'authorized';
    case 'failed':
      return 'failed';
    case 'canceled':
    case 'expired':
      return 'canceled';
    default:
      // open, pending: the shopper or the bank has still to act.
      return 'open';
  }
}

/** What a Mollie refund's status means (queued, pending, processing, refunded, failed, canceled). */
const refundOutcomeOf = (status: string): RefundOutcome['outcome'] =>
  status === 'refunded'
    ? 'completed'
    : status === 'failed' || status === 'canceled'
      ? 'failed'
      : 'processing';

/** What a Mollie capture's status means (pending, succeeded, failed). */
const captureOutcomeOf = (status: string): CaptureOutcome['outcome'] =>
  status === 'succeeded' ? 'completed' : status === 'failed' ? 'failed' : 'processing';

/** A payment status after which nothing is held for the shop any more. */
const HOLD_GONE = ['canceled', 'expired', 'failed'];

/** The part of a payment the shop keeps: never more of a card than its brand and last digits. */
function detailsOf(payment: { method?: string | null; details?: unknown }): Record<string, string> {
  const details = (payment.details ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof details[key] === 'string' ? details[key] : undefined);
  const kept: Record<string, string | undefined> =
    payment.method === 'creditcard'
      ? { last4: text('cardNumber'), brand: text('cardLabel'), holder: text('cardHolder') }
      : payment.method === 'ideal'
        ? { bic: text('consumerBic') }
        : {};
  return Object.fromEntries(
    Object.entries(kept).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * Races a call to Mollie against the spec's 20 s: a provider that does not answer in time is
 * `timeout`, one that cannot be reached or answers 5xx is `unavailable`. The call itself is
 * not stopped (the client has no signal); its late answer is dropped.
 */
async function bounded<T>(call: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ProviderUnavailable('timeout')), timeoutMs);
  });
  try {
    return await Promise.race([call, timeout]);
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw error;
    if (error instanceof MollieApiError && (error.statusCode ?? 500) < 500) throw error;
    throw new ProviderUnavailable('unavailable', error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Mollie as the shop's payment provider through its official client (ADR 0052). The card is a
 * Components token; iDEAL, Bancontact, Riverty and 3-D Secure send the shopper to Mollie's page;
 * every outcome is read back from Mollie, never taken from a webhook's body.
 */
export function molliePaymentProvider(settings: MollieSettings): PaymentProvider {
  const client: MollieClient = createMollieClient({
    apiKey: settings.apiKey,
    ...(settings.apiEndpoint ? { apiEndpoint: settings.apiEndpoint } : {}),
  });
  const timeoutMs = settings.timeoutMs ?? 20_000;
  const methodsCache = expiringCache<PaymentMethodOption[]>({
    ttlMs: settings.methodsCacheMs ?? 60_000,
    maxEntries: 500,
  });
  const call = <T>(promise: Promise<T>) => bounded(promise, timeoutMs);

  return {
    name: 'mollie',
    settings: () => ({
      name: 'mollie',
      profileId: settings.profileId,
      componentsScript: settings.componentsScript ?? MOLLIE_COMPONENTS_SCRIPT,
      testmode: settings.apiKey.startsWith('test_'),
    }),

    async methods({ amountCents, country, locale }) {
      const key = `${amountCents}|${country}|${locale}`;
      const cached = methodsCache.get(key);
      if (cached) return cached;
      const list = await call(
        client.methods.list({
          amount: mollieAmount(amountCents),
          locale: mollieLocale[locale] as never,
          billingCountry: country,
          include: 'issuers' as never,
        } as never),
      );
      const options: PaymentMethodOption[] = [];
      for (const method of list as unknown as MollieMethod[]) {
        const id = fromMollie.get(method.id);
        if (!id) continue;
        options.push({
          id,
          name: method.description,
          image: method.image?.svg ?? method.image?.size2x ?? null,
          issuers: (method.issuers ?? []).map((issuer) => ({
            id: issuer.id,
            name: issuer.name,
            image: issuer.image?.svg ?? issuer.image?.size2x ?? null,
          })),
        });
      }
      methodsCache.set(key, options);
      return options;
    },

    async start(request) {
      const { payment } = request;
      const method = payment.method as ProviderMethod;
      try {
        const created = await call(
          client.payments.create({
            amount: mollieAmount(request.amountCents),
            description: `Bestelling ${request.orderNumber}`,
            redirectUrl: request.returnUrl,
            webhookUrl: settings.webhookUrl,
            locale: mollieLocale[request.locale] as never,
            method: toMollie[method] as never,
            metadata: { orderNumber: request.orderNumber, paymentUuid: request.paymentUuid },
            // One payment per attempt, whatever retries the client or the shop make.
            idempotencyKey: request.paymentUuid,
            ...(payment.method === 'ideal' && payment.issuer ? { issuer: payment.issuer } : {}),
            ...(payment.method === 'creditcard' ? { cardToken: payment.cardToken } : {}),
            ...(payment.method === 'afterpay' ? riverty(request) : {}),
          } as never),
        );
        const outcome = outcomeOf(created.status);
        const checkout = created._links.checkout?.href;
        const failure =
          outcome === 'failed'
            ? method === 'afterpay'
              ? ('errors.afterPayRejected' as const)
              : ('errors.paymentRefused' as const)
            : undefined;
        return {
          outcome: outcome === 'open' ? 'action-required' : outcome,
          reference: created.id,
          redirectUrl: outcome === 'open' ? checkout : undefined,
          details: detailsOf(created),
          failure,
        };
      } catch (error) {
        // Mollie refused the request itself (a used card token, Riverty's checks): the payment
        // failed, and the shopper may choose again.
        if (error instanceof MollieApiError && error.statusCode === 422)
          return {
            outcome: 'failed',
            reference: `refused_${request.paymentUuid.replace(/-/g, '')}`,
            details: {},
            failure: method === 'afterpay' ? 'errors.afterPayRejected' : 'errors.paymentRefused',
          };
        throw error;
      }
    },

    async status(reference) {
      try {
        const payment = await call(client.payments.get(reference));
        const metadata = (payment.metadata ?? {}) as { paymentUuid?: unknown };
        return {
          reference: payment.id,
          outcome: outcomeOf(payment.status),
          details: detailsOf(payment),
          paymentUuid: typeof metadata.paymentUuid === 'string' ? metadata.paymentUuid : null,
        };
      } catch (error) {
        if (error instanceof MollieApiError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async refund(request) {
      try {
        const refund = await call(
          client.paymentRefunds.create({
            paymentId: request.reference,
            amount: mollieAmount(request.amountCents),
            description: `Terugbetaling ${request.orderNumber}`,
            metadata: { orderNumber: request.orderNumber },
            idempotencyKey: request.idempotencyKey,
          } as never),
        );
        return { outcome: refundOutcomeOf(String(refund.status)), reference: refund.id };
      } catch (error) {
        // Mollie refused it (the payment cannot be refunded): an answer, not a lost call.
        if (error instanceof MollieApiError && (error.statusCode ?? 500) < 500)
          return { outcome: 'failed', reference: null };
        throw error;
      }
    },

    // List payment refunds: a payment of this shop has one refund, a few after refusals at most.
    async refunds(reference) {
      const page = await call(client.paymentRefunds.page({ paymentId: reference, limit: 250 }));
      return page.map((refund) => ({
        reference: refund.id,
        outcome: refundOutcomeOf(String(refund.status)),
        key: null,
      }));
    },

    // Cancel payment (DELETE /v2/payments/{id}): an authorized payment's hold is let go.
    async release(request) {
      try {
        const payment = await call(
          client.payments.cancel(request.reference, { idempotencyKey: request.idempotencyKey }),
        );
        return { outcome: payment.status === 'canceled' ? 'completed' : 'failed', reference: null };
      } catch (error) {
        if (!(error instanceof MollieApiError) || (error.statusCode ?? 500) >= 500) throw error;
        // Mollie would not cancel it. Nothing is held any more when the authorization ran out
        // or was let go before (a lost answer): then the release has happened all the same.
        try {
          const payment = await call(client.payments.get(request.reference));
          return {
            outcome: HOLD_GONE.includes(payment.status) ? 'completed' : 'failed',
            reference: null,
          };
        } catch (reading) {
          if (reading instanceof MollieApiError && reading.statusCode === 404)
            return { outcome: 'failed', reference: null };
          throw reading;
        }
      }
    },

    // Create capture (POST /v2/payments/{id}/captures): the whole amount, one per key.
    async capture(request) {
      try {
        const capture = await call(
          client.paymentCaptures.create({
            paymentId: request.reference,
            amount: mollieAmount(request.amountCents),
            description: `Bestelling ${request.orderNumber}`,
            // The capture's own id at the shop: a capture whose answer was lost is still known.
            metadata: { orderNumber: request.orderNumber, captureUuid: request.idempotencyKey },
            idempotencyKey: request.idempotencyKey,
          }),
        );
        return { outcome: captureOutcomeOf(String(capture.status)), reference: capture.id };
      } catch (error) {
        // Mollie refused it (not authorized any more, Riverty said no): an answer, not a lost call.
        if (error instanceof MollieApiError && (error.statusCode ?? 500) < 500)
          return { outcome: 'failed', reference: null };
        throw error;
      }
    },

    // List captures: a payment of this shop has one capture, a few after refusals at most.
    async captures(reference) {
      const page = await call(client.paymentCaptures.page({ paymentId: reference, limit: 250 }));
      return page.map((capture) => {
        const metadata = (capture.metadata ?? {}) as { captureUuid?: unknown };
        return {
          reference: capture.id,
          outcome: captureOutcomeOf(String(capture.status)),
          key: typeof metadata.captureUuid === 'string' ? metadata.captureUuid : null,
        };
      });
    },
  };
}

interface MollieMethod {
  id: string;
  description: string;
  image?: { size2x?: string; svg?: string };
  issuers?: { id: string; name: string; image?: { size2x?: string; svg?: string } }[];
}

/**
 * What Riverty needs besides the amount: who buys, where it goes, and what (one line); and a
 * manual capture, the only one Riverty takes: the payment is authorized, and its money taken
 * when the order ships (Mollie: `captureMode` must be `manual` for `riverty`).
 */
function riverty(request: Parameters<PaymentProvider['start']>[0]) {
  const buyer = request.billing;
  const address = {
    givenName: buyer.firstname,
    familyName: buyer.lastname,
    email: request.email,
    streetAndNumber: buyer.streetAndNumber,
    postalCode: buyer.postcode,
    city: buyer.city,
    country: buyer.country,
  };
  return {
    captureMode: 'manual',
    billingAddress: address,
    shippingAddress: address,
    lines: [
      {
        description: `Bestelling ${request.orderNumber}`,
        quantity: 1,
        unitPrice: mollieAmount(request.amountCents),
        totalAmount: mollieAmount(request.amountCents),
      },
    ],
  };
}
