export * from './locales';
export { commonMessages, type CommonMessages } from './common';
