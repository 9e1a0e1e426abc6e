import { locate, searchKey, type GeoData, type GeoPoint, type Language } from '../geo';
import { suggestPlaces } from './suggest-places';

export type SearchOutcome = { found: GeoPoint } | { found: null; suggestions: string[] };

/**
 * The point of a typed place or postcode in the Netherlands or Belgium. Both countries use
 * four-digit postcodes and share place names, so the shopper's own country is asked first,
 * and a place named exactly as typed wins over a partial match in the other country.
 */
export async function locateSearch(
  data: GeoData,
  typed: string,
  own: 'NL' | 'BE',
  language: Language,
): Promise<SearchOutcome> {
  const countries = own === 'BE' ? (['BE', 'NL'] as const) : (['NL', 'BE'] as const);
  const key = searchKey(typed);
  const other: Language = language === 'fr' ? 'nl' : 'fr';
  let first: GeoPoint | undefined;
  for (const country of countries) {
    const point = await locate(data, typed, country, language);
    if (point && searchKey(point.label) === key) return { found: point };
    // 'Liège' on a Dutch page: the point is labelled 'Luik', but the name typed was exact.
    const named = country === 'BE' ? await locate(data, typed, country, other) : null;
    if (point && named && searchKey(named.label) === key) return { found: point };
    first ??= point ?? undefined;
  }
  if (first) return { found: first };
  const places = [...(await data.places('NL')), ...(await data.places('BE'))];
  return { found: null, suggestions: suggestPlaces(places, typed) };
}
