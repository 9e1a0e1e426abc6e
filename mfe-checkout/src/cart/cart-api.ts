import { http, type UploadProgress } from '@shop/shared-http';
import type { PriceAmounts } from '@shop/shared-ui';
import type {
  CartLineInput,
  PersonalizationDefinition,
  PersonalizationDesign,
} from '@shop/contracts/schemas';

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
  product: { slug: string; name: string; image: string };
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

export interface Cart {
  uuid: string;
  lines: CartLine[];
  item_count: number;
  totals: PriceAmounts & { vat: number };
  /** False when every line is a gift card: no delivery date, no delivery cost. */
  needs_delivery?: boolean;
}

/** What POST /carts/{uuid}/letters answers. */
export interface CartLetter {
  id: string;
  file_name: string;
  size: number;
  type: string;
}

export const cartApi = {
  create: () => http().create<{ uuid: string; secret: string }>('/carts', {}),
  // `request`, not `one`: the store must tell a cart that is gone (404) from a failed call.
  get: (uuid: string, signal?: AbortSignal) =>
    http().request<Cart>(`/carts/${encodeURIComponent(uuid)}`, { signal }),
  /** The line as the shared `cartLineInputSchema` describes it; the API prices it. */
  addLine: (uuid: string, line: CartLineInput) =>
    http().create<Cart>(`/carts/${encodeURIComponent(uuid)}/lines`, line),
  uploadLetter: (uuid: string, file: File, onProgress?: UploadProgress) =>
    http().upload<CartLetter>(`/carts/${encodeURIComponent(uuid)}/letters`, file, file.name, {
      onProgress,
    }),
  uploadPhoto: (uuid: string, file: File, onProgress?: UploadProgress) =>
    http().upload<CartLetter>(`/carts/${encodeURIComponent(uuid)}/photos`, file, file.name, {
      onProgress,
    }),
  changeDesign: (uuid: string, lineId: string, design: PersonalizationDesign) =>
    http().request<Cart>(
      `/carts/${encodeURIComponent(uuid)}/lines/${encodeURIComponent(lineId)}/design`,
      { method: 'PUT', body: design },
    ),
  setQuantity: (uuid: string, lineId: string, quantity: number) =>
    http().update<Cart>(`/carts/${encodeURIComponent(uuid)}/lines`, lineId, { quantity }, true),
  removeLine: (uuid: string, lineId: string) =>
    http().request<Cart>(`/carts/${encodeURIComponent(uuid)}/lines/${encodeURIComponent(lineId)}`, {
      method: 'DELETE',
    }),
};
