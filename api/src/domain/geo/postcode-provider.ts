import type { DutchPostcode, HouseNumber } from './dutch-postcode';
import { geoData, type GeoData } from './geo-data';

/** What the checkout may fill in from a Dutch postcode and house number. */
export interface PostcodeSuggestion {
  postcode: string;
  housenumber: string;
  housenumber_addition: string | null;
  /** Null until a provider with street-level data answers. */
  street: string | null;
  /**
   * The place, when the postcode area holds only one; null when it spans several villages
   * (9999: Kantens and Stitswerd), where only the shopper knows which: no guess (issue 18).
   */
  city: string | null;
  /** Every place the postcode may belong to, the likeliest first, for the shopper to choose. */
  cities: string[];
  municipality: string | null;
  province: string | null;
  latitude: number | null;
  longitude: number | null;
  /** 'postcode-area': the city and point of the 4-digit area; 'address': the very address. */
  precision: 'postcode-area' | 'address';
}

/**
 * A source of address suggestions (ADR 0016). The shipped one knows 4-digit areas only; a BAG
 * extract or a postcode service can answer the street instead, behind the same call.
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
      };
    },
  };
}
