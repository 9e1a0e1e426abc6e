import { useEffect, useMemo } from 'react';
import { useApiResource, useLocale } from '@shop/shared-ui';
import type { PaymentIssuer } from '@shop/contracts/api';
import type { PaymentMethod } from '@shop/contracts/schemas';
import { checkoutDraft, type CheckoutDraft } from '../checkout-draft';
import { paymentApi } from './payment-api';

/** A way to pay the checkout offers: the provider's, or the shop's own purchase on account. */
export interface PaymentChoice {
  id: PaymentMethod;
  /** The provider's name in the shopper's locale; empty for purchase on account. */
  name: string;
  image: string | null;
  /** iDEAL's banks; empty when there is no bank to choose (the shopper chooses at iDEAL). */
  issuers: PaymentIssuer[];
}

const onAccount: PaymentChoice = { id: 'invoice', name: '', image: null, issuers: [] };

/**
 * What the shopper may pay with: what the provider offers for the cart's amount (`undefined`
 * until the cart is loaded), delivery country and locale, plus purchase on account for a
 * company that may (ADR 0052). A choice the new list lacks (the amount or country changed) is
 * cleared, and so is a bank that is no longer listed.
 */
export function usePaymentMethods(
  draft: CheckoutDraft,
  amount: number | undefined,
  mayBuyOnAccount: boolean,
) {
  const locale = useLocale();
  const { country } = draft;
  const offered = useApiResource(
    (signal) =>
      amount === undefined
        ? Promise.resolve(undefined)
        : paymentApi.methods({ country, amount, locale }, signal),
    [country, amount, locale],
  );
  const choices = useMemo<PaymentChoice[] | undefined>(
    () => offered.data && [...offered.data, ...(mayBuyOnAccount ? [onAccount] : [])],
    [offered.data, mayBuyOnAccount],
  );

  const { paymentMethod, issuer } = draft;
  useEffect(() => {
    if (!choices || !paymentMethod) return;
    const chosen = choices.find((choice) => choice.id === paymentMethod);
    if (!chosen) checkoutDraft.update({ paymentMethod: '', issuer: '' });
    else if (issuer && !chosen.issuers.some((bank) => bank.id === issuer))
      checkoutDraft.update({ issuer: '' });
  }, [choices, paymentMethod, issuer]);

  return { ...offered, data: choices };
}
