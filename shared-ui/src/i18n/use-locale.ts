import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLocale, isLocale, localizedPath, type Locale } from '@shop/contracts/messages';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.language?.toLowerCase();
  return isLocale(language) ? language : defaultLocale;
}

/** Builds links inside the current locale: `to('/c/boeketten')` → `/fr-be/c/boeketten`. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(locale, path), [locale]);
}
