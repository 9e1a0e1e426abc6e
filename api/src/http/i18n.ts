import i18next, { type i18n as I18n, type InitOptions, type TFunction } from 'i18next';
import {
  defaultLocale,
  localeFromAcceptLanguage,
  locales,
  type Locale,
} from '@shop/contracts/messages';
import { commonTexts } from '@shop/contracts/texts';
import mailEnUs from '../locales/en-us/mail.json';
import mailFrBe from '../locales/fr-be/mail.json';
import mailNlBe from '../locales/nl-be/mail.json';
import mailNlNl from '../locales/nl-nl/mail.json';

/** The API's own texts, src/locales/<locale>/<part>.json: its mails. */
const ownTexts: Record<Locale, { mail: object }> = {
  'nl-nl': { mail: mailNlNl },
  'nl-be': { mail: mailNlBe },
  'fr-be': { mail: mailFrBe },
  'en-us': { mail: mailEnUs },
};

/**
 * The API's i18next: the four locales, nl-nl as the fallback, the 'common' texts the site's
 * i18next reads too (ADR 0029, one locale at a time there), and the API's own 'mail' texts.
 */
export const apiI18nOptions: InitOptions = {
  resources: Object.fromEntries(
    locales.map((locale) => [locale, { common: commonTexts[locale], ...ownTexts[locale] }]),
  ),
  fallbackLng: defaultLocale,
  supportedLngs: [...locales],
  lowerCaseLng: true,
  load: 'currentOnly',
  ns: ['common', 'mail'],
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

/**
 * The texts of the 'mail' namespace, from `instance` (the API's own; a test's): a text in
 * `locale` with its values filled in. Flemish says only what it words differently and takes the
 * rest from nl-nl; any other locale has every text itself (tooling/lint/locales.test.mjs). A text
 * it lacks throws: a mail never goes out with a key, or a text in another language, in its place.
 */
export const mailTextsOf =
  (instance: I18n) =>
  (locale: Locale, key: string, values: Record<string, string | number> = {}): string => {
    const sameLanguage =
      locale !== defaultLocale && locale.slice(0, 2) === defaultLocale.slice(0, 2);
    const lookup = { lng: locale, ns: 'mail', fallbackLng: sameLanguage ? [defaultLocale] : [] };
    if (!instance.exists(key, lookup))
      throw new Error(`The mail text ${key} is missing in ${locale}`);
    return instance.t(key, { ...lookup, ...values });
  };

/** A mail's text in the shopper's language, from the API's i18next (see mailTextsOf). */
export const mailText = mailTextsOf(i18n);

/** Picks a stored localized text: the locale, then nl-nl. */
export function localized(texts: Record<string, string>, locale: Locale): string {
  return texts[locale] ?? texts[defaultLocale] ?? Object.values(texts)[0] ?? '';
}
