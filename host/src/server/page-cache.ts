export interface CachedPage {
  status: number;
  html: string;
  /** Where a forwarding page sends the browser. */
  location?: string;
}

/** Pages kept at most; the least recently rendered goes first. */
const MAX_PAGES = 500;

/**
 * Rendered anonymous pages in memory for `ttlMs` (ADR 0033): a popular page renders once per
 * interval, not per request; callers arriving while it renders share that render. Only a 200, 301
 * or 404 answer is kept; a failure is not.
 */
export function createPageCache(ttlMs: number) {
  const pages = new Map<string, { expiresAt: number; page: Promise<CachedPage> }>();
  return {
    get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
      if (ttlMs <= 0) return render();
      const now = Date.now();
      const entry = pages.get(key);
      if (entry && entry.expiresAt > now) return entry.page;
      const page = render();
      pages.delete(key);
      pages.set(key, { expiresAt: now + ttlMs, page });
      if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string);
      const forget = () => {
        if (pages.get(key)?.page === page) pages.delete(key);
      };
      page.then((rendered) => ![200, 301, 404].includes(rendered.status) && forget(), forget);
      return page;
    },
  };
}
