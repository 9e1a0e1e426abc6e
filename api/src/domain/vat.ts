import type { SiteContext } from '@shop/contracts/messages';

export type VatClass = 'reduced' | 'standard' | 'none';

/**
 * VAT rates in basis points per site: flowers and plants are reduced, gifts standard. A gift
 * card is a multi-purpose voucher (EU directive 2016/1065): no VAT when it is sold, only on what
 * it is later spent on (ADR 0021).
 */
const vatRates: Record<SiteContext, Record<VatClass, number>> = {
  nl: { reduced: 900, standard: 2100, none: 0 },
  be: { reduced: 600, standard: 2100, none: 0 },
};

export interface PriceBreakdown {
  incl_vat: number;
  excl_vat: number;
  vat: number;
  vat_rate_bp: number;
}

/** Splits a price including VAT (integer cents) into its parts, rounding half up. */
export function priceBreakdown(
  inclVatCents: number,
  vatClass: VatClass,
  site: SiteContext,
): PriceBreakdown {
  const rate = vatRates[site][vatClass];
  const excl = Math.round((inclVatCents * 10_000) / (10_000 + rate));
  return { incl_vat: inclVatCents, excl_vat: excl, vat: inclVatCents - excl, vat_rate_bp: rate };
}

/** A line total: the unit breakdown times the quantity, so lines always add up exactly. */
export function multiply(price: PriceBreakdown, quantity: number): PriceBreakdown {
  return {
    incl_vat: price.incl_vat * quantity,
    excl_vat: price.excl_vat * quantity,
    vat: price.vat * quantity,
    vat_rate_bp: price.vat_rate_bp,
  };
}

export type Amounts = Pick<PriceBreakdown, 'incl_vat' | 'excl_vat' | 'vat'>;

/** Adds amounts up; the parts may carry different VAT rates, so the sum names none. */
export function sum(prices: Amounts[]): Amounts {
  return prices.reduce(
    (total, price) => ({
      incl_vat: total.incl_vat + price.incl_vat,
      excl_vat: total.excl_vat + price.excl_vat,
      vat: total.vat + price.vat,
    }),
    { incl_vat: 0, excl_vat: 0, vat: 0 },
  );
}
