import { useSyncExternalStore } from 'react';
import type { DeliveryCountry, PaymentMethod } from '@shop/contracts/schemas';
import { emptyAddress, type AddressFormValues } from '@shop/shared-ui/forms';

/** An address as the form holds it: every field a string, validated when a step is left. */
export type AddressDraft = AddressFormValues;

/**
 * What the shopper filled in so far. Kept in sessionStorage, so a reload or a trip to the bank
 * and back loses nothing. Card details are never part of it: they stay in the payment provider's
 * own fields, and the order carries the provider's token (ADR 0052).
 */
export interface CheckoutDraft {
  country: DeliveryCountry;
  deliveryDate: string;
  deliveryRemark: string;
  deliveryAddress: AddressDraft;
  email: string;
  invoiceSame: boolean;
  invoiceAddress: AddressDraft;
  paymentMethod: PaymentMethod | '';
  issuer: string;
  /** The Idempotency-Key of the current attempt to place the order; a new one after a refusal. */
  attemptKey: string;
}

export const DRAFT_STORAGE_KEY = 'shop-checkout-draft';
/** The last order placed in this tab, with the secret a guest reads it with. */
export const LAST_ORDER_STORAGE_KEY = 'shop-checkout-last-order';

export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function freshDraft(country: DeliveryCountry): CheckoutDraft {
  return {
    country,
    deliveryDate: '',
    deliveryRemark: '',
    deliveryAddress: emptyAddress(country),
    email: '',
    invoiceSame: true,
    invoiceAddress: emptyAddress(country),
    paymentMethod: '',
    issuer: '',
    attemptKey: newAttemptKey(),
  };
}

let draft: CheckoutDraft | null = null;
const listeners = new Set<() => void>();

function read(defaultCountry: DeliveryCountry): CheckoutDraft {
  if (draft) return draft;
  try {
    const stored = JSON.parse(
      sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null',
    ) as CheckoutDraft | null;
    draft = stored?.attemptKey ? { ...freshDraft(stored.country), ...stored } : null;
  } catch {
    draft = null;
  }
  draft ??= freshDraft(defaultCountry);
  return draft;
}

export const checkoutDraft = {
  get: read,
  update(change: Partial<CheckoutDraft>) {
    draft = { ...read('NL'), ...change };
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    listeners.forEach((listener) => listener());
  },
  /** After the order is placed and paid: the next checkout starts empty. */
  clear() {
    draft = null;
    sessionStorage.removeItem(DRAFT_STORAGE_KEY);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The draft; a new one delivers to `defaultCountry` (Belgium on the Belgian sites). */
export function useCheckoutDraft(defaultCountry: DeliveryCountry): CheckoutDraft {
  const get = () => read(defaultCountry);
  return useSyncExternalStore(checkoutDraft.subscribe, get, get);
}

export interface LastOrder {
  uuid: string;
  secret: string | null;
}

export const lastOrder = {
  save(order: LastOrder) {
    sessionStorage.setItem(LAST_ORDER_STORAGE_KEY, JSON.stringify(order));
  },
  read(uuid: string): LastOrder | null {
    try {
      const stored = JSON.parse(
        sessionStorage.getItem(LAST_ORDER_STORAGE_KEY) ?? 'null',
      ) as LastOrder | null;
      return stored?.uuid === uuid ? stored : null;
    } catch {
      return null;
    }
  },
};
