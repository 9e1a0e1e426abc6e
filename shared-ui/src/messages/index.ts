export * from './locales';
export { localizedPath, splitLocale } from '../i18n/locale-path';
