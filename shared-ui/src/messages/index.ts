export * from './locales';
export { commonMessages, type CommonMessages } from './common';
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
