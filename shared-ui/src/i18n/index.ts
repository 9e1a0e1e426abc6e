export { initShopI18n, registerTranslations } from './setup';
export { localizedPath, splitLocale } from './locale-path';
export { useLocale, useLocalizedPath } from './use-locale';
