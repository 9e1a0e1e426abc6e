import type { CatalogueQuery } from './catalogue-api';

// The keys of the product team's page data (ADR 0033): a loader stores under them on the
// server, the component reads under them in the browser. Each names everything its answer
// depends on, so data for another product, category or locale is never taken.
export const productKey = (locale: string, slug: string) => `product:${locale}:${slug}`;
export const missingProductKey = (locale: string, slug: string) =>
  `product-missing:${locale}:${slug}`;
export const wishCardsKey = (locale: string, slug: string) => `wish-cards:${locale}:${slug}`;
export const categoriesKey = (locale: string) => `categories:${locale}`;
export const productsKey = (locale: string, query: CatalogueQuery) =>
  `products:${locale}:${JSON.stringify(query)}`;
export const filtersKey = (locale: string, category?: string, search?: string) =>
  `product-filters:${locale}:${category ?? ''}:${search ?? ''}`;
