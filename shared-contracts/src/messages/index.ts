export * from './locales';
export { localePrefix, localizedPath, splitLocale } from './locale-path';
