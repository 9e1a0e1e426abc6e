/**
 * What a typed name is compared by: no accents, no case, and hyphens, apostrophes and dots
 * read as spaces, so "liege", "Liège" and "LIEGE" all find Liège and "sint genesius" finds
 * Sint-Genesius-Rode.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How well a typed key matches a name: 0 the whole name, 1 its start, 2 somewhere inside. */
export interface NameMatch {
  rank: 0 | 1 | 2;
  /** The name's key that matched best. */
  key: string;
}

export function bestMatch(typed: string, keys: readonly string[]): NameMatch | undefined {
  let best: NameMatch | undefined;
  for (const key of keys) {
    const rank = key === typed ? 0 : key.startsWith(typed) ? 1 : key.includes(typed) ? 2 : -1;
    if (rank >= 0 && (!best || rank < best.rank)) best = { rank: rank as NameMatch['rank'], key };
  }
  return best;
}

/** Best match first; equally good ones alphabetically. */
export function byMatch(a: NameMatch, b: NameMatch): number {
  return a.rank - b.rank || a.key.localeCompare(b.key);
}

export interface SearchResult<T> {
  /** Everything that matched; `matches` holds the first `limit` of them. */
  total: number;
  matches: T[];
}
