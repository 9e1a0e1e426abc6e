/** Mean earth radius (km), as the haversine formula in the store locator's SQL uses it. */
export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * The box holding every point within `km` of `centre`: a cheap, indexable filter before the
 * exact haversine distance. A degree of longitude shrinks towards the poles, so the box widens.
 */
export function boundingBox(centre: LatLng, km: number): BoundingBox {
  const latitudeDelta = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cosine = Math.cos(radians(centre.latitude));
  const longitudeDelta = cosine < 1e-9 ? 180 : latitudeDelta / cosine;
  return {
    minLatitude: centre.latitude - latitudeDelta,
    maxLatitude: centre.latitude + latitudeDelta,
    minLongitude: centre.longitude - longitudeDelta,
    maxLongitude: centre.longitude + longitudeDelta,
  };
}

/** One decimal, as the answer's distance_km shows it. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;
