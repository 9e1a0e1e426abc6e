import type { PostcodeSuggestion } from '@shop/contracts/api';
import type { DutchPostcode, HouseNumber } from './dutch-postcode';
import { expiringCache } from './expiring-cache';
import {
  AddressServiceUnavailable,
  type AddressSource,
  type BagAddress,
} from './pdok-locatieserver';
import { pc4PostcodeProvider, type PostcodeProvider } from './postcode-provider';

/** A shopper corrects a typo within minutes; the BAG changes far more slowly than that. */
export const DEFAULT_ADDRESS_CACHE_TTL_MS = 5 * 60_000;
/** About a megabyte at most: a postcode, a number and a handful of short strings each. */
export const DEFAULT_ADDRESS_CACHE_SIZE = 5000;

export interface StreetPostcodeProviderOptions {
  /** The street-level source: PDOK's Locatieserver. */
  addresses: AddressSource;
  /** The postcode areas: the city when the street is not found, all there is when unavailable. */
  areas?: PostcodeProvider;
  cacheTtlMs?: number;
  cacheSize?: number;
  now?: () => number;
  /** Told every time the source cannot answer (for the log); the shopper gets the area. */
  onUnavailable?: (error: AddressServiceUnavailable) => void;
}

const sameAddition = (a: string | null, b: string | null) =>
  (a ?? '').replace(/[\s-]/g, '').toUpperCase() === (b ?? '').replace(/[\s-]/g, '').toUpperCase();

function suggestionOf(
  found: [BagAddress, ...BagAddress[]],
  postcode: DutchPostcode,
  number: HouseNumber,
): PostcodeSuggestion {
  // The address the shopper typed, else the bare number (listed first).
  const address = found.find((one) => sameAddition(one.addition, number.addition)) ?? found[0];
  return {
    postcode: postcode.formatted,
    housenumber: number.housenumber,
    housenumber_addition: number.addition,
    street: address.street,
    city: address.city,
    cities: [...new Set([address.city, ...found.map((one) => one.city)])],
    municipality: address.municipality,
    province: address.province,
    latitude: address.latitude,
    longitude: address.longitude,
    precision: 'address',
    street_lookup: 'found',
    additions: found.map(({ addition, number: written }) => ({ addition, number: written })),
  };
}

/**
 * Street and city from the BAG (ADR 0047), the postcode areas behind it: an address PDOK does
 * not know gets the area's city and `street_lookup: 'not-found'`; when PDOK cannot answer
 * (down, slow, an error) the area's answer as before, `street_lookup: 'unavailable'`. What PDOK
 * answered is kept a few minutes (postcode and number only: nothing personal); a failure is
 * not kept, so the next lookup asks again. Lookups of one address at the same time share one
 * request.
 */
export function streetPostcodeProvider({
  addresses,
  areas = pc4PostcodeProvider(),
  cacheTtlMs = DEFAULT_ADDRESS_CACHE_TTL_MS,
  cacheSize = DEFAULT_ADDRESS_CACHE_SIZE,
  now,
  onUnavailable,
}: StreetPostcodeProviderOptions): PostcodeProvider {
  const cache = expiringCache<Promise<BagAddress[]>>({
    ttlMs: cacheTtlMs,
    maxEntries: cacheSize,
    now,
  });
  const addressesAt = (postcode: DutchPostcode, housenumber: string) => {
    const key = `${postcode.pc4}${postcode.letters} ${housenumber}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const asked = addresses.addressesAt(postcode, housenumber);
    cache.set(key, asked);
    // Forget a failure, unless a newer lookup has taken its place meanwhile.
    asked.catch(() => cache.get(key) === asked && cache.delete(key));
    return asked;
  };

  return {
    async suggest(postcode, number) {
      let found: BagAddress[];
      try {
        found = await addressesAt(postcode, number.housenumber);
      } catch (error) {
        if (!(error instanceof AddressServiceUnavailable)) throw error;
        onUnavailable?.(error);
        return areas.suggest(postcode, number);
      }
      const [first, ...others] = found;
      if (first) return suggestionOf([first, ...others], postcode, number);
      const area = await areas.suggest(postcode, number);
      return area && { ...area, street_lookup: 'not-found' };
    },
  };
}
