export * from './locales';
import { commonMessages as pageCommonMessages } from './common';
import { formCommonMessages } from './form-texts';
import { designCommonMessages } from './design-texts';
import { locales, type Locale } from './locales';

type Texts = Record<string, Record<string, string>>;

/**
 * Every 'common' text, the page's and the forms': what the API answers with. The site starts
 * with the page's (./common) and adds the forms' with the form parts (@shop/shared-ui/forms).
 */
export const commonMessages = Object.fromEntries(
  locales.map((locale) => {
    const merged: Texts = {};
    for (const part of [
      pageCommonMessages[locale],
      formCommonMessages[locale],
      designCommonMessages[locale],
    ] as Texts[])
      for (const [group, texts] of Object.entries(part))
        merged[group] = { ...merged[group], ...texts };
    return [locale, merged];
  }),
) as Record<Locale, Texts>;
export { pageCommonMessages, formCommonMessages, designCommonMessages };
export type { CommonMessages } from './common';
export { localizedPath, splitLocale } from '../i18n/locale-path';
// The site's translator (ADR 0014), React-free: the API's i18next must word texts alike.
export {
  changeLanguage,
  currentLanguage,
  fixedT,
  initShopI18n,
  registerTranslations,
  type Messages,
  type TFunction,
  type TranslateOptions,
} from '../i18n/translator';
