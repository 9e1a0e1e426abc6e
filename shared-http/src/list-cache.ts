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
    /**
     * The remembered answer for `key`, or `load()`'s. The load runs without the caller's
     * `signal` (others may share it); a caller whose signal aborts stops waiting (AbortError).
     */
    get(key: string, load: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now) return untilAborted(entry.value, signal);
      const value = load();
      entries.set(key, { expiresAt: now + ttlMs, value });
      const forget = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      value.then((answer) => answer === null && forget(), forget);
      return untilAborted(value, signal);
    },
    clear: () => entries.clear(),
  };
}

function untilAborted<T>(value: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return value;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    value.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
