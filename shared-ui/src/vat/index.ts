export { vatModeAtom, useVatMode, pickPrice, type VatMode, type PriceAmounts } from './vat-mode';
