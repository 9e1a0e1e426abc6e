import type { PostcodeSuggestion } from '@shop/contracts/api';
import type { DutchPostcode, HouseNumber } from './dutch-postcode';
import { geoData, type GeoData } from './geo-data';

/** What the checkout may fill in (`PostcodeSuggestion` of @shop/contracts/api). */
export type { PostcodeSuggestion };

/**
 * A source of address suggestions (ADR 0016). The shipped one knows 4-digit areas only; the
 * street-level one asks PDOK's Locatieserver and falls back on it (ADR 0047).
 */
export interface PostcodeProvider {
  /** Null when the postcode is not known. */
  suggest(postcode: DutchPostcode, number: HouseNumber): Promise<PostcodeSuggestion | null>;
}

/** Suggests from the shipped PC4 table (GeoNames): the city and the area's centre, no street. */
export function pc4PostcodeProvider(data: GeoData = geoData): PostcodeProvider {
  return {
    async suggest(postcode, number) {
      const places = (await data.dutchPc4Places()).get(postcode.pc4);
      const [likeliest] = places ?? [];
      if (!places || !likeliest) return null;
      const cities = [...new Set(places.map((place) => place.place))];
      return {
        postcode: postcode.formatted,
        housenumber: number.housenumber,
        housenumber_addition: number.addition,
        street: null,
        city: cities.length === 1 ? likeliest.place : null,
        cities,
        municipality: likeliest.municipality,
        province: likeliest.province,
        latitude: likeliest.latitude,
        longitude: likeliest.longitude,
        precision: 'postcode-area',
        // This table has no streets: the street is the shopper's to type.
        street_lookup: 'unavailable',
        additions: [],
      } satisfies PostcodeSuggestion;
    },
  };
}
