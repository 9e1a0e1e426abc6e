import { ApiError } from '@shop/shared-http';
import type { CheckoutDraft } from '../checkout-draft';

/**
 * The order's `payment` as the draft makes it, for the shared schema to check (ADR 0052): a bank
 * only when the provider listed banks to choose from, the card's token once it is asked for.
 */
export function paymentInput(
  draft: Pick<CheckoutDraft, 'paymentMethod' | 'issuer'>,
  {
    bankChoice,
    acceptTerms,
    cardToken,
  }: { bankChoice: boolean; acceptTerms: boolean; cardToken?: string },
) {
  switch (draft.paymentMethod) {
    case 'ideal':
      return bankChoice ? { method: 'ideal', issuer: draft.issuer } : { method: 'ideal' };
    case 'creditcard':
      return { method: 'creditcard', cardToken };
    case 'afterpay':
      return { method: 'afterpay', acceptTerms };
    case '':
      return { method: '' };
    default:
      return { method: draft.paymentMethod };
  }
}

/**
 * The API answered that nothing was paid and the cart is free again: the provider refused (402),
 * was down (503) or too slow (504). A gateway's own 502-504 (no hydra:Error of the API) says
 * nothing of the kind: the order may have been placed, and a retry must keep its attempt key.
 */
export function paymentNotStarted(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 402) return true;
  const fromApi = (error.body as { '@type'?: string } | undefined)?.['@type'] === 'hydra:Error';
  return fromApi && (error.status === 503 || error.status === 504);
}
