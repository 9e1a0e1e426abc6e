import { createContext, useContext } from 'react';
import { localizedPath, type Locale } from '@shop/contracts/messages';

const SiteOriginContext = createContext<string | null>(null);

/**
 * The origin absolute URLs start with (canonical, hreflang alternates, og:url, JSON-LD): the
 * request's when the server renders (`<SiteOriginProvider value="https://www.bloemenzo.nl">`),
 * the page's own in the browser (ADR 0030).
 */
export const SiteOriginProvider = SiteOriginContext.Provider;

export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext);
  if (origin) return origin.replace(/\/+$/, '');
  // Read at render, never at module level: a module the server loads touches no `window`.
  if (typeof window === 'undefined') {
    throw new Error('No site origin: render the page inside <SiteOriginProvider value={origin}>');
  }
  return window.location.origin;
}

/** `/api/media/x.jpg` → `https://shop/api/media/x.jpg`; a URL with its own origin stays. */
export const absoluteUrl = (origin: string, url: string): string => new URL(url, origin).href;

/** A page's absolute URL in a locale: `pageUrl(origin, 'fr-be', '/c/boeketten')`. */
export const pageUrl = (origin: string, locale: Locale, path: string): string =>
  origin + localizedPath(locale, path);
