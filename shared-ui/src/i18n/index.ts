export { initShopI18n, registerTranslations } from './setup';
export { localizedPath, splitLocale } from './locale-path';
export { useLocale, useLocalizedPath } from './use-locale';
// The one react-i18next of the page (ADR 0013): teams take `useTranslation` from here, so the
// shared copy keeps only what this entry names.
export { useTranslation } from 'react-i18next';
