// The locale helpers and money formatting live in @shop/contracts (React-free, bundled into each
// app); the kit hands them on for its React consumers, who already import them from here.
export * from '@shop/contracts/messages';
export * from '@shop/contracts/format';
export * from './i18n';
export * from './vat';
export { vatModeAtom, useVatMode } from './vat/vat-mode-atom';
export * from './components';
export { useMountPath } from './routing/use-mount-path';
