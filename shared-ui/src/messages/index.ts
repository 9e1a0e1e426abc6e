export * from './locales';
export { commonMessages, type CommonMessages } from './common';
export { commonI18nOptions } from './i18n-options';
export { localizedPath, splitLocale } from '../i18n/locale-path';
