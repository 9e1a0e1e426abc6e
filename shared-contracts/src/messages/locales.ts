/** The shop's locales. nl-nl is the default and the fallback for every other locale. */
export const locales = ['nl-nl', 'nl-be', 'fr-be', 'en-us'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'nl-nl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The site a locale belongs to; it decides the VAT rates the API applies. */
export type SiteContext = 'nl' | 'be';
export function siteContextFor(locale: Locale): SiteContext {
  return locale === 'nl-be' || locale === 'fr-be' ? 'be' : 'nl';
}

/**
 * Picks the best shop locale from an Accept-Language header (RFC 9110 q-values),
 * falling back to nl-nl. A bare language ('fr', 'en') maps to the locale we have for it.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (isLocale(tag)) return tag;
    const language = tag.split('-')[0];
    if (language === 'fr') return 'fr-be';
    if (language === 'en') return 'en-us';
    if (language === 'nl') return tag === 'nl-be' ? 'nl-be' : 'nl-nl';
  }
  return defaultLocale;
}
