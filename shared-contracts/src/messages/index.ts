export * from './locales';
export { localizedPath, splitLocale } from './locale-path';
