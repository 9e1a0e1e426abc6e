import type { PriceAmounts } from '@shop/contracts/api';

/** 'Do you shop for business?': prices incl. VAT (the default) or excl. VAT (spec section 3). */
export type VatMode = 'inclusive' | 'exclusive';

export function isVatMode(value: unknown): value is VatMode {
  return value === 'inclusive' || value === 'exclusive';
}

/** Only 'exclusive' turns prices excl. VAT: a missing or unknown value is the default. */
export function vatModeOf(value: unknown): VatMode {
  return value === 'exclusive' ? 'exclusive' : 'inclusive';
}

// A price as the API computes it, in integer cents: the API's contract, declared once.
export type { PriceAmounts };

export function pickPrice(price: PriceAmounts, mode: VatMode): number {
  return mode === 'exclusive' ? price.excl_vat : price.incl_vat;
}
