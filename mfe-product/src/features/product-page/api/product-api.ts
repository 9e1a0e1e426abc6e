import { http } from '@shop/shared-http';
import type { PriceAmounts } from '@shop/shared-ui';

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

export interface ProductDetail {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  image: string;
  meta_title: string;
  meta_description: string;
  properties: ProductProperty[];
  variations: ProductVariation[];
}

/** Throws the API's error (a localized 404 for an unknown product) so the page can show it. */
export function getProduct(slug: string, signal?: AbortSignal): Promise<ProductDetail> {
  return http().request<ProductDetail>(`/catalogue/products/${encodeURIComponent(slug)}`, {
    signal,
  });
}
