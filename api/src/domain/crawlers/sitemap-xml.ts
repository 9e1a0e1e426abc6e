import { defaultLocale, localizedPath, locales } from '@shop/contracts/messages';
import { intlLocale } from '@shop/contracts/format';

/** A page of the site as a path inside a locale ('/', '/c/boeketten', '/p/zonnig-boeket'). */
export type SitePath = string;

/** The paths the site's router gives a category and a product (mfe-product: `to('/c/…')`). */
export const categoryPath = (slug: string): SitePath => `/c/${encodeURIComponent(slug)}`;
export const productPath = (slug: string): SitePath => `/p/${encodeURIComponent(slug)}`;

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEntities[char]!);

/**
 * GET /sitemap.xml (ADR 0031), in the sitemaps.org protocol with Google's hreflang extension:
 * every page once per locale, each `<url>` naming the page in all four locales and nl-nl as
 * x-default. Slugs are the same in every locale, so a page's URLs differ only in the prefix.
 */
export function sitemapXml(origin: string, paths: readonly SitePath[]): string {
  const urlOf = (locale: (typeof locales)[number], path: SitePath) =>
    escapeXml(`${origin}${localizedPath(locale, path)}`);
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...locales.map((locale) => [intlLocale(locale), urlOf(locale, path)] as const),
      ['x-default', urlOf(defaultLocale, path)] as const,
    ].map(
      ([hreflang, href]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
    );
    return locales.map((locale) =>
      ['  <url>', `    <loc>${urlOf(locale, path)}</loc>`, ...alternates, '  </url>'].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
