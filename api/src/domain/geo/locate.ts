import {
  localityName,
  searchBelgianLocalities,
  type BelgianLocality,
  type Language,
} from './belgian-postcodes';
import { parseDutchPostcode } from './dutch-postcode';
import type { GeoData } from './geo-data';
import { findPlaces, type Country } from './places';
import { searchKey } from './search-text';

export interface GeoPoint {
  latitude: number;
  longitude: number;
  /** What was found, to show beside the result: "1012 Amsterdam", "'s-Hertogenbosch". */
  label: string;
}

const pointOf = (at: { latitude: number; longitude: number }, label: string): GeoPoint => ({
  latitude: at.latitude,
  longitude: at.longitude,
  label,
});

/**
 * Turns what a shopper types into a point to measure distances from (the gift card store
 * locator): a postcode (NL 1234 or 1234 AB, BE 1234), else a place name.
 */
export async function locate(
  data: GeoData,
  typed: string,
  country: Country,
  language: Language = 'nl',
): Promise<GeoPoint | null> {
  const text = typed.trim();
  const fourDigits = /^\d{4}$/.test(text) ? text : undefined;
  if (country === 'NL') {
    const pc4 = fourDigits ?? parseDutchPostcode(text)?.pc4;
    if (pc4) {
      const [area] = (await data.dutchPc4Places()).get(pc4) ?? [];
      return area ? pointOf(area, `${pc4} ${area.place}`) : null;
    }
  } else {
    const localities = await data.belgianLocalities();
    if (fourDigits) {
      // A postcode covers one or more localities: its point is their middle, as a PC4's is.
      const covered = localities.filter((candidate) => candidate.postcode === fourDigits);
      if (covered.length === 0) return null;
      const middle = (of: (at: BelgianLocality) => number) =>
        covered.reduce((sum, at) => sum + of(at), 0) / covered.length;
      const names = covered.map((at) => localityName(at, language)).join(', ');
      return pointOf(
        { latitude: middle((at) => at.latitude), longitude: middle((at) => at.longitude) },
        `${fourDigits} ${names}`,
      );
    }
    // A postal locality's point comes from GeoNames, cleaner than Who's On First's for the
    // same town (WOF has several "Brussel" localities around the city).
    const [locality] = searchBelgianLocalities(localities, text, 1).matches;
    if (locality?.searchKeys.includes(searchKey(text)))
      return pointOf(locality, localityName(locality, language));
  }
  const [place] = findPlaces(await data.places(country), text, 1).matches;
  if (!place) return null;
  const name = language === 'fr' ? (place.nameFr ?? place.name) : (place.nameNl ?? place.name);
  return pointOf(place, name);
}
