import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * The locale's prefix of every path (ADR 0002): none for nl-nl, which lives at the root, and
 * `/fr-be` and its like for the others. The host routes by it and the API links by it.
 */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** A path in a locale: `/c/boeketten` in nl-nl, `/fr-be/c/boeketten` and `/fr-be` elsewhere. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefix = localePrefix(locale);
  return prefix && clean === '/' ? prefix : `${prefix}${clean}`;
}

/** Splits a pathname into its locale and the path inside that locale. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first) && first !== defaultLocale) {
    return { locale: first, path: `/${rest.join('/')}` };
  }
  return { locale: defaultLocale, path: pathname || '/' };
}
