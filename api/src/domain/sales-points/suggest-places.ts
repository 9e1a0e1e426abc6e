import { searchKey, type Place } from '../geo';

/** Edits (insert, delete, replace) that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

const TOWN_TYPES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLC', 'PPLG', 'locality']);

/**
 * Towns whose name is a few typing errors away from what was typed ("Utrekt" → Utrecht), the
 * closest first, then the larger; for a search that found no place.
 */
export function suggestPlaces(places: readonly Place[], typed: string, limit = 5): string[] {
  const key = searchKey(typed);
  if (key.length < 3) return [];
  const allowed = Math.max(1, Math.floor(key.length / 3));
  const scored = new Map<string, { edits: number; population: number }>();
  for (const place of places) {
    if (!TOWN_TYPES.has(place.featureType)) continue;
    // Only names of about the typed length can be close: skips most of the work.
    const edits = Math.min(
      ...place.nameKeys
        .filter((name) => Math.abs(name.length - key.length) <= allowed)
        .map((name) => editDistance(key, name)),
    );
    if (edits > allowed) continue;
    const name = place.nameNl ?? place.name;
    const population = place.population ?? 0;
    const known = scored.get(name);
    if (!known || edits < known.edits || (edits === known.edits && population > known.population))
      scored.set(name, { edits, population });
  }
  return [...scored]
    .sort(
      ([a, x], [b, y]) => x.edits - y.edits || y.population - x.population || a.localeCompare(b),
    )
    .slice(0, limit)
    .map(([name]) => name);
}
