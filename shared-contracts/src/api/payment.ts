import type { PaymentMethod } from '../schemas';

/** A bank to choose for iDEAL, as the provider lists it. */
export interface PaymentIssuer {
  id: string;
  name: string;
  /** The bank's logo on the provider's site, when it has one. */
  image: string | null;
}

/**
 * GET /payments/methods?country=NL&amount=2990: a way to pay that the provider offers for this
 * amount, locale and country (ADR 0052); `issuers` is empty when there is no bank to choose.
 */
export interface PaymentMethodOption {
  id: Exclude<PaymentMethod, 'invoice'>;
  /** The provider's name for it, in the shopper's locale. */
  name: string;
  image: string | null;
  issuers: PaymentIssuer[];
}

/**
 * GET /payments/provider: what the checkout needs to mount the provider's card fields. All of it
 * is public (a profile id is not a secret; the API key never leaves the API).
 */
export interface PaymentProviderSettings {
  name: 'mollie';
  /** Mollie's profile id (`pfl_…`) for Mollie Components. */
  profileId: string;
  /** The components script (`https://js.mollie.com/v1/mollie.js`, or the stand-in's). */
  componentsScript: string;
  /** A `test_` key: the provider's test mode. */
  testmode: boolean;
}
