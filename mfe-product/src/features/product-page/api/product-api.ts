import { http } from '@shop/shared-http';
import type { PriceAmounts } from '@shop/shared-ui';

export interface ProductVariation {
  id: number;
  sku: string;
  orderable: boolean;
  properties: Record<string, string>;
  price: PriceAmounts;
}

export interface ProductDetail {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  image: string;
  variations: ProductVariation[];
}

export function getProduct(slug: string, signal?: AbortSignal): Promise<ProductDetail> {
  return http().one<ProductDetail>('/catalogue/products', slug, signal);
}
