import { vatModeOf, type VatMode } from './vat-mode';

/**
 * The shopper's VAT mode, in a cookie so the server renders the right prices (ADR 0032).
 * The host owns the choice, so the name carries its prefix, as the site's other cookies do.
 */
export const VAT_MODE_COOKIE = 'shop-host-vat-mode';
/** The choice is kept for a year (in seconds, the cookie's Max-Age). */
export const VAT_MODE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The VAT mode a request's `Cookie` header carries; without the cookie, or with a value that is
 * not a VAT mode, prices are incl. VAT. When the name comes twice the first counts, as browsers
 * send the cookie with the most specific path first.
 */
export function vatModeFromCookieHeader(header: string | null | undefined): VatMode {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== VAT_MODE_COOKIE) continue;
    return vatModeOf(cookieValue(pair.slice(separator + 1)));
  }
  return 'inclusive';
}

/** A cookie value read as js-cookie reads it in the browser: without quotes, %-decoded. */
function cookieValue(raw: string): string {
  const value = raw.trim().replace(/^"(.*)"$/, '$1');
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
