import { http, type Page } from '@shop/shared-http';
import type { PriceAmounts } from '@shop/shared-ui';

export interface ProductSummary {
  '@id': string;
  id: number;
  slug: string;
  name: string;
  category: string;
  image: string;
  from_price: PriceAmounts | null;
  orderable: boolean;
}

export interface Category {
  id: number;
  slug: string;
  name: string;
}

export const CATALOGUE_PAGE_ITEMS = 12;

/**
 * A page of products (kept 15 minutes per filters and locale), or null when the call failed
 * (the API client logged it).
 */
export function listProducts(
  params: { page: number; search?: string; category?: string },
  signal?: AbortSignal,
): Promise<Page<ProductSummary> | null> {
  return http().cachedList<ProductSummary>(
    '/catalogue/products',
    {
      page: params.page,
      pageItems: CATALOGUE_PAGE_ITEMS,
      search: params.search,
      filters: { category: params.category },
    },
    signal,
  );
}

/** Every category, or null when the call failed (the API client logged it). */
export function listCategories(signal?: AbortSignal): Promise<Page<Category> | null> {
  return http().cachedAll<Category>('/catalogue/categories', signal);
}
