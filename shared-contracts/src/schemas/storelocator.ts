import * as v from 'valibot';

/** The radiuses the gift card store locator offers, in kilometres. */
export const STORE_LOCATOR_DISTANCES = [5, 10, 25, 50] as const;
export type StoreLocatorDistance = (typeof STORE_LOCATOR_DISTANCES)[number];
export const STORE_LOCATOR_DEFAULT_DISTANCE: StoreLocatorDistance = 10;

/** 'lat,lng' in decimal degrees, as the browser's geolocation gives it. */
const POINT = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

export interface StoreLocatorPoint {
  latitude: number;
  longitude: number;
}

/** The point in 'lat,lng', or null when it is not one on earth. */
export function parseStoreLocatorPoint(text: string): StoreLocatorPoint | null {
  const match = POINT.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** The front end appends the country to what the shopper types (spec §7); it is no part of the place. */
export const stripCountrySuffix = (text: string) =>
  text.replace(/,\s*(nederland|netherlands|belgi[eë]|belgique|belgium)\s*$/iu, '').trim();

/**
 * GET {gift card api}/storelocator (spec §7): near a typed place or postcode (`search`) or a
 * point (`point`, 'lat,lng'), within `distance` km, optionally of one brand.
 */
export const storeLocatorQuerySchema = v.pipe(
  v.object({
    search: v.optional(
      v.pipe(
        v.string(),
        v.transform(stripCountrySuffix),
        v.maxLength(100, 'validation.maxLength'),
        v.description("A place name or postcode; a trailing ', Nederland' is ignored"),
      ),
    ),
    point: v.optional(
      v.pipe(
        v.string(),
        v.regex(POINT, 'validation.invalidValue'),
        v.check((text) => parseStoreLocatorPoint(text) !== null, 'validation.invalidValue'),
        v.description("'latitude,longitude' in decimal degrees: 52.09,5.12"),
      ),
    ),
    distance: v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(Number),
        v.picklist(STORE_LOCATOR_DISTANCES, 'validation.invalidValue'),
        v.description('Radius in km: 5, 10, 25 or 50'),
      ),
      STORE_LOCATOR_DEFAULT_DISTANCE,
    ),
    brand: v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(Number),
        v.integer('validation.invalidValue'),
        v.minValue(1, 'validation.invalidValue'),
        // A PostgreSQL integer: anything larger is no brand, not a database error.
        v.maxValue(2_147_483_647, 'validation.invalidValue'),
        v.description('A brand id from GET /brands'),
      ),
    ),
  }),
  // One of the two, never both: which point would the distances be measured from?
  v.forward(
    v.check((query) => Boolean(query.search) !== Boolean(query.point), 'validation.required'),
    ['search'],
  ),
);
export type StoreLocatorQuery = v.InferOutput<typeof storeLocatorQuerySchema>;
