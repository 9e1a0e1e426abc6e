// Not './messages' whole: its merged commonMessages carries the form texts, which the page
// gets with @shop/shared-ui/forms (a shared entry cannot be tree-shaken).
export * from './messages/locales';
export * from './format';
export * from './i18n';
export * from './vat';
export { vatModeAtom, useVatMode } from './vat/vat-mode-atom';
export * from './components';
export { useMountPath } from './routing/use-mount-path';
