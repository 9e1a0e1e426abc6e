import { http, type ApiClient, type HydraCollection } from '@shop/shared-http';
import type { Merchant } from '@shop/contracts/api';
import type { StoreLocatorDistance } from '@shop/contracts/schemas';

export type { Merchant };

export interface StoreLocatorAnswer extends HydraCollection<Merchant> {
  point?: { latitude: number; longitude: number; label: string | null };
  /** Only when the typed place is unknown: towns with a name close to it. */
  suggestions?: string[];
}

export interface Brand {
  id: number;
  name: string;
}

export type StoreLocatorSearch =
  | { search: string; distance: StoreLocatorDistance; brand: number | null }
  | { point: string; distance: StoreLocatorDistance; brand: number | null };

/** The spec's request: the country is appended to what the shopper typed. */
export function storeLocatorPath(query: StoreLocatorSearch): string {
  const params = new URLSearchParams();
  if ('search' in query) params.set('search', `${query.search}, Nederland`);
  else params.set('point', query.point);
  params.set('distance', String(query.distance));
  if (query.brand !== null) params.set('brand', String(query.brand));
  return `/giftcard/storelocator?${params.toString()}`;
}

// `client`: the browser's API client, or the server's for the request it renders (ADR 0033).
export const findSalesPoints = (
  query: StoreLocatorSearch,
  signal?: AbortSignal,
  client: ApiClient = http(),
) => client.request<StoreLocatorAnswer>(storeLocatorPath(query), { signal });

export const getBrands = (signal?: AbortSignal, client: ApiClient = http()) =>
  client.cachedAll<Brand>('/brands', signal);
