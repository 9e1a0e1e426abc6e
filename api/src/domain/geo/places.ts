import { bestMatch, searchKey, type SearchResult } from './search-text';

export type Country = 'NL' | 'BE';

/** A city, town or village (GeoNames for NL, Who's On First for BE). */
export interface Place {
  country: Country;
  name: string;
  nameNl: string | null;
  nameFr: string | null;
  /** Other spellings and exonyms, for matching what is typed ("Den Bosch", "La Haye"). */
  alternateNames: readonly string[];
  latitude: number;
  longitude: number;
  /** GeoNames feature code (NL: PPL, PPLX, …) or Who's On First placetype (BE: locality, …). */
  featureType: string;
  population: number | null;
  province: string;
  municipality: string | null;
  nameKeys: readonly string[];
  alternateKeys: readonly string[];
}

export function place(fields: Omit<Place, 'nameKeys' | 'alternateKeys'>): Place {
  const nameKeys = [fields.name, fields.nameNl, fields.nameFr]
    .filter((name) => name !== null)
    .map(searchKey);
  return {
    ...fields,
    nameKeys: [...new Set(nameKeys)],
    alternateKeys: fields.alternateNames.map(searchKey),
  };
}

// Towns and villages rather than parts of a place, hamlets, municipalities or districts.
const MAIN_FEATURE_TYPES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLC', 'PPLG', 'locality']);

/**
 * Places by a typed name, best first, much as the data's README advises: whole names before
 * starts before the rest, a place's own names before its alternate names, then towns before
 * districts, then the larger population (Hengelo in Overijssel before Hengelo in Gelderland).
 */
export function findPlaces(
  places: readonly Place[],
  typed: string,
  limit = 10,
): SearchResult<Place> {
  const key = searchKey(typed);
  if (!key) return { total: 0, matches: [] };
  const found: { place: Place; rank: number; key: string }[] = [];
  for (const candidate of places) {
    // A whole alternate name beats part of an own name ('Den Bosch' is 's-Hertogenbosch, not
    // Op den Bosch); an own name wins a tie: own whole 0, alternate whole 1, own start 2, …
    const own = bestMatch(key, candidate.nameKeys);
    const alternate = bestMatch(key, candidate.alternateKeys);
    const ownRank = own ? own.rank * 2 : Infinity;
    const alternateRank = alternate ? alternate.rank * 2 + 1 : Infinity;
    if (own && ownRank < alternateRank)
      found.push({ place: candidate, rank: ownRank, key: own.key });
    else if (alternate) found.push({ place: candidate, rank: alternateRank, key: alternate.key });
  }
  const isMain = (item: { place: Place }) => MAIN_FEATURE_TYPES.has(item.place.featureType);
  found.sort(
    (a, b) =>
      a.rank - b.rank ||
      Number(isMain(b)) - Number(isMain(a)) ||
      (b.place.population ?? 0) - (a.place.population ?? 0) ||
      a.key.localeCompare(b.key),
  );
  return { total: found.length, matches: found.slice(0, limit).map((item) => item.place) };
}
