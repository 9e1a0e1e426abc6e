// React-free, and free of the browser: the server reads the VAT mode from the request with it.
export { isVatMode, pickPrice, vatModeOf, type PriceAmounts, type VatMode } from './vat-mode';
export {
  VAT_MODE_COOKIE,
  VAT_MODE_COOKIE_MAX_AGE,
  vatModeFromCookieHeader,
} from './vat-mode-cookie';
