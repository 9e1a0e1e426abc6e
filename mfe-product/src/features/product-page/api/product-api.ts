import { http, type ApiClient } from '@shop/shared-http';
import type {
  LetterOption,
  Personalization,
  ProductDetail,
  ProductImage,
  ProductProperty,
  ProductVariation,
  Upsell,
} from '@shop/contracts/api';

// The product's answer is the contract's (@shop/contracts/api), declared once with the API's.
export type {
  LetterOption,
  Personalization,
  ProductDetail,
  ProductImage,
  ProductProperty,
  ProductVariation,
  Upsell,
};

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
