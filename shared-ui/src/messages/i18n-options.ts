import type { InitOptions } from 'i18next';
import { commonMessages } from './common';
import { defaultLocale, locales } from './locales';

/**
 * The i18next settings every part of the shop starts from (site and API alike): our four
 * locales, nl-nl as the fallback, and the 'common' namespace loaded.
 */
export function commonI18nOptions(): InitOptions {
  return {
    resources: Object.fromEntries(
      locales.map((locale) => [locale, { common: commonMessages[locale] }]),
    ),
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  };
}
