import Cookies from 'js-cookie';
import { isVatMode, vatModeOf, type VatMode } from './vat-mode';
import { VAT_MODE_COOKIE, VAT_MODE_COOKIE_MAX_AGE } from './vat-mode-cookie';

/** Where the choice was kept until issue 20: localStorage, JSON as jotai's atomWithStorage wrote it. */
export const LEGACY_VAT_MODE_STORAGE_KEY = 'shop-host-vat-mode';

/**
 * The shopper's VAT mode as this browser keeps it: the cookie, or else a choice still in
 * localStorage, which moves to the cookie. The server has neither: it reads the request's cookie
 * with `vatModeFromCookieHeader` and hands the value to the page's store.
 */
export function readStoredVatMode(): VatMode {
  if (typeof window === 'undefined') return 'inclusive';
  const legacy = takeLegacyVatMode();
  const stored = Cookies.get(VAT_MODE_COOKIE);
  if (stored !== undefined) return vatModeOf(stored);
  if (legacy === undefined) return 'inclusive';
  storeVatMode(legacy);
  return legacy;
}

/** Writes the cookie; on the server there is no page to write it in. */
export function storeVatMode(mode: VatMode): void {
  if (typeof window === 'undefined') return;
  Cookies.set(VAT_MODE_COOKIE, mode, {
    path: '/',
    sameSite: 'lax',
    // js-cookie writes any other attribute as given; Max-Age wins over Expires in every browser.
    'max-age': String(VAT_MODE_COOKIE_MAX_AGE),
    // Left out on http (the dev servers), where the browser would drop a Secure cookie.
    secure: window.location.protocol === 'https:',
  });
}

/**
 * Calls back when another tab (or a server answer) changes the cookie, as the storage event did
 * for localStorage. Browsers without the Cookie Store API (or pages outside a secure context)
 * have no such event: there a tab shows the other's choice after its next load.
 */
export function followStoredVatMode(onChange: (mode: VatMode) => void): () => void {
  if (typeof cookieStore === 'undefined') return () => {};
  const store = cookieStore;
  const listener = (event: CookieChangeEvent) => {
    const touched = [...event.changed, ...event.deleted].some(
      (cookie) => cookie.name === VAT_MODE_COOKIE,
    );
    // The cookie as it is now, not as the event saw it: two changes may come in one task.
    if (touched) onChange(vatModeOf(Cookies.get(VAT_MODE_COOKIE)));
  };
  store.addEventListener('change', listener);
  return () => store.removeEventListener('change', listener);
}

/** Reads the old localStorage choice once and removes it, so it never outlives the move. */
function takeLegacyVatMode(): VatMode | undefined {
  try {
    const stored = window.localStorage.getItem(LEGACY_VAT_MODE_STORAGE_KEY);
    if (stored === null) return undefined;
    window.localStorage.removeItem(LEGACY_VAT_MODE_STORAGE_KEY);
    const parsed: unknown = JSON.parse(stored);
    return isVatMode(parsed) ? parsed : undefined;
  } catch {
    // Storage switched off by the browser, or a value that is no JSON: nothing to move.
    return undefined;
  }
}
