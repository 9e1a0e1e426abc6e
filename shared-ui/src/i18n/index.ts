export {
  changeLanguage,
  currentLanguage,
  fixedT,
  initShopI18n,
  registerTranslations,
  type Messages,
  type TFunction,
  type TranslateOptions,
} from './translator';
export { useTranslation, type Translation } from './use-translation';
export { localizedPath, splitLocale } from './locale-path';
export { useLocale, useLocalizedPath } from './use-locale';
