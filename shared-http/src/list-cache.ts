/** Catalogue list answers are kept 15 minutes per endpoint and filters. */
export const LIST_CACHE_TTL_MS = 15 * 60 * 1000;

/**
 * Remembers list answers by key (endpoint + query) until they expire. Callers asking while
 * a load is under way share it; a failed load (a rejection, or the null a failed list answers)
 * is not remembered.
 */
export function createListCache<T>(ttlMs = LIST_CACHE_TTL_MS) {
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now) return entry.value;
      const value = load();
      entries.set(key, { expiresAt: now + ttlMs, value });
      const forget = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      value.then((answer) => answer === null && forget(), forget);
      return value;
    },
    clear: () => entries.clear(),
  };
}
