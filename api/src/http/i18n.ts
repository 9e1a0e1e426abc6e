import i18next, { type TFunction } from 'i18next';
import {
  commonI18nOptions,
  defaultLocale,
  localeFromAcceptLanguage,
  type Locale,
} from '@shop/shared-ui/messages';

/** The API answers in the shopper's language with the same 'common' texts the site uses. */
const i18n = i18next.createInstance();
await i18n.init({ ...commonI18nOptions(), initAsync: false });

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
