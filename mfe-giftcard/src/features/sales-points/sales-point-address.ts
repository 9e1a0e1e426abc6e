import * as v from 'valibot';
import {
  STORE_LOCATOR_DEFAULT_DISTANCE,
  STORE_LOCATOR_DISTANCES,
  storeLocatorQuerySchema,
  type StoreLocatorDistance,
} from '@shop/contracts/schemas';
import type { StoreLocatorSearch } from './api/storelocator-api';

/**
 * A search for sales points as the address bar carries it (`?search=Utrecht&distance=10&brand=2`):
 * shareable, found by crawlers, rendered by the server, and back/forward go through searches.
 * `search` is '' when no place is asked for.
 */
export interface SalesPointAddress {
  search: string;
  distance: StoreLocatorDistance;
  brand: number | null;
}

const BRAND_ID = /^[1-9]\d{0,8}$/;

/**
 * The search an address asks for. Unknown or malformed values are ignored (the default distance,
 * every brand, no place), so a hand-edited address never breaks the page; the place follows the
 * API's own rule (the same schema).
 */
export function salesPointAddressOf(params: URLSearchParams): SalesPointAddress {
  const distance = STORE_LOCATOR_DISTANCES.find((km) => String(km) === params.get('distance'));
  const brand = params.get('brand') ?? '';
  const typed = (params.get('search') ?? '').trim();
  const place = v.safeParse(storeLocatorQuerySchema, { search: typed });
  return {
    search: typed && place.success ? (place.output.search ?? '') : '',
    distance: distance ?? STORE_LOCATOR_DEFAULT_DISTANCE,
    brand: BRAND_ID.test(brand) ? Number(brand) : null,
  };
}

/** The address's query string for a search: the place, the distance and a chosen brand. */
export function salesPointParams({ search, distance, brand }: SalesPointAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  params.set('distance', String(distance));
  if (brand !== null) params.set('brand', String(brand));
  return params;
}

/**
 * The store locator request for an address: near its place, else near `point` (the shopper's
 * own location, which never goes into the address), else none.
 */
export function salesPointQueryOf(
  { search, distance, brand }: SalesPointAddress,
  point: string | null = null,
): StoreLocatorSearch | null {
  if (search) return { search, distance, brand };
  if (point) return { point, distance, brand };
  return null;
}
