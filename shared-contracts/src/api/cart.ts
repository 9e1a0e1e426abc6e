import type { DeliveryCountry, PersonalizationDefinition } from '../schemas';
import type { ChargedAmounts, PriceAmounts } from './price';
import type { ProductPhoto } from './product-photo';

/** One part of a line's total as the API prices it; the parts' totals add up to the line's. */
export interface LinePricePart {
  kind: 'variation' | 'card' | 'personalization' | 'letter' | 'upsell';
  /** The product's, card's or upsell's name (absent for personalization and letter). */
  name?: string;
  properties?: Record<string, string>;
  quantity: number;
  unit_price: PriceAmounts;
  total: PriceAmounts;
}

export interface CartLine {
  id: string;
  variation_id: number;
  /** `image` is the photo's largest JPEG; `photo` has every width (absent before ADR 0055). */
  product: { slug: string; name: string; image: string; photo?: ProductPhoto };
  properties: Record<string, string>;
  /** A gift card: mailed once paid, not delivered (ADR 0021). */
  gift_card?: boolean;
  quantity: number;
  unit_price: PriceAmounts;
  total: PriceAmounts;
  /** The options chosen on the product page (ADR 0011); absent on lines from before it. */
  card?: { id: number; name: string; text: string } | null;
  personalization?: boolean;
  /** What goes on the personalization, each text under its label (ADR 0028). */
  design?: {
    lines: { label: string; text: string }[];
    photo: { id: string; file_name: string } | null;
  } | null;
  /** The product's rules for the design, so the cart can edit it. */
  design_definition?: PersonalizationDefinition | null;
  letter?: { id: string; file_name: string } | null;
  upsells?: { variation_id: number; name: string; quantity: number; text: string | null }[];
  /** What `total` is made of (absent from an API before issue 18). */
  price_parts?: LinePricePart[];
}

/** GET /carts/{uuid}: the cart with its lines priced. */
export interface Cart {
  uuid: string;
  lines: CartLine[];
  item_count: number;
  totals: ChargedAmounts;
  /** False when every line is a gift card: no delivery date, no delivery cost. */
  needs_delivery?: boolean;
}

/** GET /carts/{uuid}?deliver_to=NL: the cart priced as the order will be (destination VAT). */
export interface CheckoutCart extends Cart {
  deliver_to: DeliveryCountry;
  delivery_cost: ChargedAmounts;
  total: ChargedAmounts;
}

/** What POST /carts/{uuid}/letters answers. */
export interface CartLetter {
  id: string;
  file_name: string;
  size: number;
  type: string;
}
