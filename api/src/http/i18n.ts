import i18next, { type InitOptions, type TFunction } from 'i18next';
import {
  commonMessages,
  defaultLocale,
  localeFromAcceptLanguage,
  locales,
  type Locale,
} from '@shop/shared-ui/messages';

/**
 * The API's i18next: the four locales, nl-nl as the fallback, the 'common' texts. The site words
 * the same texts with its own small translator (ADR 0014); a test proves they agree.
 */
export const apiI18nOptions: InitOptions = {
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

/** The API answers in the shopper's language with the same 'common' texts the site uses. */
const i18n = i18next.createInstance();
await i18n.init({ ...apiI18nOptions, initAsync: false });

export function translatorFor(acceptLanguage: string | undefined): {
  locale: Locale;
  t: TFunction;
} {
  const locale = localeFromAcceptLanguage(acceptLanguage);
  return { locale, t: i18n.getFixedT(locale, 'common') };
}

/** Picks a stored localized text: the locale, then nl-nl. */
export function localized(texts: Record<string, string>, locale: Locale): string {
  return texts[locale] ?? texts[defaultLocale] ?? Object.values(texts)[0] ?? '';
}
