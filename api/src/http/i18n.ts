import i18next, { type InitOptions, type TFunction } from 'i18next';
import {
  defaultLocale,
  localeFromAcceptLanguage,
  locales,
  type Locale,
} from '@shop/contracts/messages';
import { commonTexts } from '@shop/contracts/texts';

/**
 * The API's i18next: the four locales, nl-nl as the fallback, the 'common' texts. The site's
 * i18next reads the same message files (ADR 0029), one locale at a time.
 */
export const apiI18nOptions: InitOptions = {
  resources: Object.fromEntries(locales.map((locale) => [locale, { common: commonTexts[locale] }])),
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

/** One translator per locale, made once: every request asks for one (ADR 0043's cached reads too). */
const translators = new Map(locales.map((locale) => [locale, i18n.getFixedT(locale, 'common')]));

export function translatorFor(acceptLanguage: string | undefined): {
  locale: Locale;
  t: TFunction;
} {
  const locale = localeFromAcceptLanguage(acceptLanguage);
  return { locale, t: translators.get(locale) ?? i18n.getFixedT(locale, 'common') };
}

/** Picks a stored localized text: the locale, then nl-nl. */
export function localized(texts: Record<string, string>, locale: Locale): string {
  return texts[locale] ?? texts[defaultLocale] ?? Object.values(texts)[0] ?? '';
}
