import { http } from '@shop/shared-http';
import type { PaymentMethodOption, PaymentProviderSettings } from '@shop/contracts/api';
import type { DeliveryCountry } from '@shop/contracts/schemas';
import type { Locale } from '@shop/contracts/messages';

interface Collection<T> {
  'hydra:member': T[];
}

export interface PaymentMethodsQuery {
  country: DeliveryCountry;
  /** The cart's total incl. VAT, in cents: the provider offers some methods only up to an amount. */
  amount: number;
  locale: Locale;
}

/** What the provider offers, asked through the API (ADR 0052): the API key never leaves it. */
export const paymentApi = {
  methods: async ({ country, amount, locale }: PaymentMethodsQuery, signal?: AbortSignal) =>
    (
      await http().request<Collection<PaymentMethodOption>>(
        `/payments/methods?${new URLSearchParams({ country, amount: String(amount), locale })}`,
        { signal },
      )
    )['hydra:member'],
  provider: (signal?: AbortSignal) =>
    http().request<PaymentProviderSettings>('/payments/provider', { signal }),
};
