import { storeLocatorPath, type StoreLocatorSearch } from './storelocator-api';

// The keys of the sales-point page's data (ADR 0033): the loader stores under them on the
// server, the page reads under them in the browser. Each names everything its answer depends on.
export const salesPointsKey = (locale: string, query: StoreLocatorSearch) =>
  `giftcard:sales-points:${locale}:${storeLocatorPath(query)}`;
export const brandsKey = (locale: string) => `giftcard:brands:${locale}`;
