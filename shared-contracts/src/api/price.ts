/** A price as the API computes it, in integer cents; the front end only picks and formats it. */
export interface PriceAmounts {
  incl_vat: number;
  excl_vat: number;
  vat?: number;
}

/** A charged amount: the order's and the checkout's prices always name their VAT. */
export type ChargedAmounts = PriceAmounts & { vat: number };
