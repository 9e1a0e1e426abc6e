export interface ExpiringCacheOptions {
  /** How long an entry is served after it was stored. */
  ttlMs: number;
  /** Past this many entries the least recently used goes first. */
  maxEntries: number;
  now?: () => number;
}

export interface ExpiringCache<Value> {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
  delete(key: string): void;
  readonly size: number;
}

/**
 * A small in-process cache: entries expire after `ttlMs`, and the least recently used is dropped
 * when full. A Map keeps insertion order, so reading an entry moves it to the back.
 */
export function expiringCache<Value>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: ExpiringCacheOptions): ExpiringCache<Value> {
  const entries = new Map<string, { value: Value; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
