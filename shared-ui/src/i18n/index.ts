import './common-texts';
export {
  createShopI18n,
  registerTranslations,
  shopI18nOptions,
  translationsReady,
  withTexts,
  type LoadTexts,
  type Messages,
} from './translations';
export { changeLanguage, currentLanguage, initShopI18n } from './page-i18n';
export { useLocale, useLocalizedPath } from './use-locale';
