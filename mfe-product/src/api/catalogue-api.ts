import { http, type ApiClient, type Page } from '@shop/shared-http';
import type { Category, FilterOption, ProductFilters, ProductSummary } from '@shop/contracts/api';
import { productSorts, type ProductSort } from '@shop/contracts/schemas';

// The catalogue's answers are the contract's (@shop/contracts/api), declared once with the API's.
export type { Category, FilterOption, ProductFilters, ProductSummary };

export const CATALOGUE_PAGE_ITEMS = 12;

/** The catalogue's sorts: the API's query schema's list (@shop/contracts/schemas). */
export const catalogueSorts = productSorts;
export type CatalogueSort = ProductSort;

/** What the shopper asked the catalogue for; prices in cents including VAT. */
export interface CatalogueQuery {
  page: number;
  search?: string;
  category?: string;
  colour?: string;
  occasion?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: CatalogueSort;
}

/**
 * A page of products (kept 15 minutes per filters and locale), or null when the call failed
 * (the API client logged it).
 */
export function listProducts(
  params: CatalogueQuery,
  signal?: AbortSignal,
  client: ApiClient = http(),
): Promise<Page<ProductSummary> | null> {
  return client.cachedList<ProductSummary>(
    '/catalogue/products',
    {
      page: params.page,
      pageItems: CATALOGUE_PAGE_ITEMS,
      search: params.search,
      filters: {
        category: params.category,
        colour: params.colour,
        occasion: params.occasion,
        minPrice: params.minPrice,
        maxPrice: params.maxPrice,
        sort: params.sort,
      },
    },
    signal,
  );
}

/** Every category, or null when the call failed (the API client logged it). */
export function listCategories(
  signal?: AbortSignal,
  client: ApiClient = http(),
): Promise<Page<Category> | null> {
  return client.cachedAll<Category>('/catalogue/categories', signal);
}

/** Colour and occasion choices with counts for the current category and search. */
export function getProductFilters(
  params: { category?: string; search?: string },
  signal?: AbortSignal,
  client: ApiClient = http(),
): Promise<ProductFilters> {
  const query = new URLSearchParams();
  if (params.category) query.set('category', params.category);
  if (params.search) query.set('search', params.search);
  return client.request<ProductFilters>(`/catalogue/product-filters?${query.toString()}`, {
    signal,
  });
}
