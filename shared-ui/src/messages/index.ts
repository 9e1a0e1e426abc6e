export * from './locales';
export { commonMessages, type CommonMessages } from './common';
export { commonI18nOptions } from './i18n-options';
