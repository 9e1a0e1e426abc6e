import { multiply, sum, type PriceBreakdown } from '../../../../domain/vat';

/** What a line's total is made of; the shopper sees each part beside the line (issue 18). */
export type LinePartKind = 'variation' | 'card' | 'personalization' | 'letter' | 'upsell';

export interface LinePart {
  kind: LinePartKind;
  /** The product's, card's or upsell's name; absent for personalization and letter. */
  name?: string;
  /** The chosen variation's property labels (the line's own variation, an upsell's). */
  properties?: Record<string, string>;
  quantity: number;
  unit_price: PriceBreakdown;
  total: PriceBreakdown;
}

export type ItemPart = Omit<LinePart, 'quantity' | 'total'>;

/**
 * One item's price as the sum of its parts (variation, card, personalization, letter), each
 * split into VAT on its own: so the parts shown beside a line add up to its unit price and
 * total to the cent, incl. and excl. VAT, and each part equals the product page's price.
 */
export function unitOf(parts: ItemPart[]): PriceBreakdown {
  return {
    ...sum(parts.map((part) => part.unit_price)),
    vat_rate_bp: parts[0]!.unit_price.vat_rate_bp,
  };
}

/** The item's parts times the line's quantity, then every upsell with its own quantity. */
export function lineParts(
  itemParts: ItemPart[],
  quantity: number,
  upsells: Pick<LinePart, 'name' | 'properties' | 'quantity' | 'unit_price'>[],
): LinePart[] {
  return [
    ...itemParts.map((part) => ({ ...part, quantity, total: multiply(part.unit_price, quantity) })),
    ...upsells.map(({ name, properties, quantity: count, unit_price }) => ({
      kind: 'upsell' as const,
      name,
      properties,
      quantity: count,
      unit_price,
      total: multiply(unit_price, count),
    })),
  ];
}
