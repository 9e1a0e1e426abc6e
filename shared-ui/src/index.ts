export * from './messages';
export * from './format';
export * from './i18n';
export * from './vat';
export * from './components';
export { useMountPath } from './routing/use-mount-path';
