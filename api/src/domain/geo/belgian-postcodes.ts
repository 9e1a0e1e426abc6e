import { bestMatch, byMatch, searchKey, type NameMatch, type SearchResult } from './search-text';

export type Language = 'nl' | 'fr';

/** A Belgian postal locality (deelgemeente); one postcode often covers several. */
export interface BelgianLocality {
  postcode: string;
  /** At least one of the two names is known; Walloon villages rarely have a Dutch one. */
  nameNl: string | null;
  nameFr: string | null;
  latitude: number;
  longitude: number;
  /** The names as `searchKey` writes them, made once when the data loads. */
  searchKeys: readonly string[];
}

export function belgianLocality(fields: Omit<BelgianLocality, 'searchKeys'>): BelgianLocality {
  const names = [fields.nameNl, fields.nameFr].filter((name) => name !== null);
  return { ...fields, searchKeys: [...new Set(names.map(searchKey))] };
}

/** The locality's name in a language, or in the other one where it has none. */
export function localityName(locality: BelgianLocality, language: Language): string {
  const [own, other] =
    language === 'fr' ? [locality.nameFr, locality.nameNl] : [locality.nameNl, locality.nameFr];
  return own ?? other ?? '';
}

/**
 * What a shopper types into the Belgian postcode/city field: a postcode's first digits
 * ("10"), a name in Dutch or French ("elsene", "Ixelles"), or both ("1050 ix"). Whole names
 * come first, then names starting with what was typed, then names containing it.
 */
export function searchBelgianLocalities(
  localities: readonly BelgianLocality[],
  typed: string,
  limit = 10,
): SearchResult<BelgianLocality> {
  const key = searchKey(typed);
  if (!key) return { total: 0, matches: [] };
  const [, digits, name] = /^(\d{1,4})(?: (.+))?$/.exec(key) ?? [key, undefined, key];
  const found: { locality: BelgianLocality; match: NameMatch }[] = [];
  for (const locality of localities) {
    if (digits && !locality.postcode.startsWith(digits)) continue;
    const match = name
      ? bestMatch(name, locality.searchKeys)
      : { rank: 0 as const, key: locality.searchKeys[0] ?? '' };
    if (match) found.push({ locality, match });
  }
  found.sort(
    (a, b) =>
      (digits ? a.locality.postcode.localeCompare(b.locality.postcode) : 0) ||
      byMatch(a.match, b.match) ||
      a.locality.postcode.localeCompare(b.locality.postcode),
  );
  return { total: found.length, matches: found.slice(0, limit).map((item) => item.locality) };
}
