import { http, type ApiClient } from '@shop/shared-http';
import type { PriceAmounts } from '@shop/shared-ui';
import type { PersonalizationDefinition } from '@shop/contracts/schemas';
import type { ProductPhoto } from '@shop/contracts/api';

export interface ProductVariation {
  id: number;
  sku: string;
  orderable: boolean;
  /** Property id → value code, and → the value's localized label. */
  property_values: Record<string, string>;
  property_labels: Record<string, string>;
  price: PriceAmounts;
}

export interface ProductProperty {
  id: string;
  description: string;
  type: 'select' | 'colour';
}

/** One view of the product: `url` its largest JPEG, `photo` every width and format (ADR 0055). */
export interface ProductImage {
  url: string;
  alt: string;
  photo?: ProductPhoto;
}

export interface Personalization {
  available: boolean;
  required: boolean;
  price: PriceAmounts;
  product_group_id: number;
  /** What the shopper fills in (ADR 0028): the API's rules, never the page's. */
  definition?: PersonalizationDefinition;
}

export interface LetterOption {
  price: PriceAmounts;
  product_group_id: number;
  max_bytes: number;
  types: string[];
}

/** An item offered along with the product, with variations of its own (ADR 0011). */
export interface Upsell {
  id: number;
  slug: string;
  name: string;
  image: string;
  photo?: ProductPhoto;
  product_group_id: number;
  text_input: { label: string; max_length: number } | null;
  properties: ProductProperty[];
  variations: ProductVariation[];
}

export interface ProductDetail {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  product_group_id: number;
  /** The main view's largest JPEG: og:image, and the picture when `images` is empty. */
  image: string;
  photo?: ProductPhoto;
  images: ProductImage[];
  meta_title: string;
  meta_description: string;
  properties: ProductProperty[];
  variations: ProductVariation[];
  wish_cards: boolean;
  personalization: Personalization | null;
  letter: LetterOption | null;
  upsells: Upsell[];
}

/** Throws the API's error (a localized 404 for an unknown product) so the page can show it. */
export function getProduct(
  slug: string,
  signal?: AbortSignal,
  client: ApiClient = http(),
): Promise<ProductDetail> {
  return client.request<ProductDetail>(`/catalogue/products/${encodeURIComponent(slug)}`, {
    signal,
  });
}
