import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import Cookies from 'js-cookie';
import { LEGACY_VAT_MODE_STORAGE_KEY } from './stored-vat-mode';
import { useVatMode, vatModeAtom } from './vat-mode-atom';
import type { VatMode } from './vat-mode';
import { VAT_MODE_COOKIE } from './vat-mode-cookie';

/** Every cookie string the page writes, attributes and all (document.cookie reads back values only). */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const write = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.set;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    write?.call(document, value);
  });
  return writes;
}

/** The modes a component shows, in the order it shows them, from its first render on. */
function renderedModes(store = createStore()): VatMode[] {
  const seen: VatMode[] = [];
  function Probe() {
    seen.push(useVatMode());
    return null;
  }
  render(
    <Provider store={store}>
      <Probe />
    </Provider>,
  );
  return [...new Set(seen)];
}

afterEach(() => {
  jest.restoreAllMocks();
  Cookies.remove(VAT_MODE_COOKIE, { path: '/' });
  localStorage.clear();
});

describe('vatModeAtom', () => {
  it('starts incl. VAT for a shopper who never chose', () => {
    expect(renderedModes()).toEqual(['inclusive']);
    expect(Cookies.get(VAT_MODE_COOKIE)).toBeUndefined();
  });

  it('shows excl. VAT from the first render when the cookie says so', () => {
    document.cookie = `${VAT_MODE_COOKIE}=exclusive; path=/`;
    expect(renderedModes()).toEqual(['exclusive']);
  });

  it('treats a cookie value that is not a VAT mode as incl. VAT', () => {
    document.cookie = `${VAT_MODE_COOKIE}=business; path=/`;
    expect(createStore().get(vatModeAtom)).toBe('inclusive');
  });

  it('writes the choice to a first-party cookie for a year, for the whole site, SameSite Lax', () => {
    const writes = recordCookieWrites();
    const store = createStore();
    store.set(vatModeAtom, 'exclusive');

    expect(store.get(vatModeAtom)).toBe('exclusive');
    expect(writes).toEqual([
      `${VAT_MODE_COOKIE}=exclusive; path=/; sameSite=lax; max-age=31536000`,
    ]);
    // Not Secure on an http page (here http://localhost), where the browser would drop it.
    expect(Cookies.get(VAT_MODE_COOKIE)).toBe('exclusive');

    store.set(vatModeAtom, 'inclusive');
    expect(writes[1]).toBe(`${VAT_MODE_COOKIE}=inclusive; path=/; sameSite=lax; max-age=31536000`);
    expect(Cookies.get(VAT_MODE_COOKIE)).toBe('inclusive');
    // A new page (a new store) reads it back.
    expect(createStore().get(vatModeAtom)).toBe('inclusive');
  });
});

describe('moving the choice out of localStorage', () => {
  it('keeps a choice still in localStorage: into the cookie, and the old key is removed', () => {
    localStorage.setItem(LEGACY_VAT_MODE_STORAGE_KEY, JSON.stringify('exclusive'));

    expect(renderedModes()).toEqual(['exclusive']);
    expect(Cookies.get(VAT_MODE_COOKIE)).toBe('exclusive');
    expect(localStorage.getItem(LEGACY_VAT_MODE_STORAGE_KEY)).toBeNull();
    // Once moved, the cookie alone decides.
    expect(createStore().get(vatModeAtom)).toBe('exclusive');
  });

  it('moves an incl. VAT choice too', () => {
    localStorage.setItem(LEGACY_VAT_MODE_STORAGE_KEY, JSON.stringify('inclusive'));
    expect(createStore().get(vatModeAtom)).toBe('inclusive');
    expect(Cookies.get(VAT_MODE_COOKIE)).toBe('inclusive');
    expect(localStorage.getItem(LEGACY_VAT_MODE_STORAGE_KEY)).toBeNull();
  });

  it('lets the cookie win over an old key left behind, and removes the key', () => {
    document.cookie = `${VAT_MODE_COOKIE}=inclusive; path=/`;
    localStorage.setItem(LEGACY_VAT_MODE_STORAGE_KEY, JSON.stringify('exclusive'));

    expect(createStore().get(vatModeAtom)).toBe('inclusive');
    expect(localStorage.getItem(LEGACY_VAT_MODE_STORAGE_KEY)).toBeNull();
  });

  it('drops an old value that is no VAT mode without writing a cookie', () => {
    for (const stored of ['exclusive', '"zakelijk"', '{"mode":"exclusive"}']) {
      localStorage.setItem(LEGACY_VAT_MODE_STORAGE_KEY, stored);
      expect(createStore().get(vatModeAtom)).toBe('inclusive');
      expect(localStorage.getItem(LEGACY_VAT_MODE_STORAGE_KEY)).toBeNull();
      expect(Cookies.get(VAT_MODE_COOKIE)).toBeUndefined();
    }
  });

  it('starts incl. VAT when the browser refuses localStorage', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(createStore().get(vatModeAtom)).toBe('inclusive');
  });
});

describe('following another tab', () => {
  let cookieStore: EventTarget;
  beforeEach(() => {
    cookieStore = new EventTarget();
    Object.defineProperty(globalThis, 'cookieStore', { value: cookieStore, configurable: true });
  });
  afterEach(() => {
    delete (globalThis as { cookieStore?: unknown }).cookieStore;
  });

  function cookieChange(changed: string[], deleted: string[] = []) {
    return Object.assign(new Event('change'), {
      changed: changed.map((name) => ({ name })),
      deleted: deleted.map((name) => ({ name })),
    });
  }

  it('takes the choice another tab writes, while the page shows a price', () => {
    const store = createStore();
    const stop = store.sub(vatModeAtom, () => {});
    expect(store.get(vatModeAtom)).toBe('inclusive');

    document.cookie = `${VAT_MODE_COOKIE}=exclusive; path=/`;
    cookieStore.dispatchEvent(cookieChange([VAT_MODE_COOKIE]));
    expect(store.get(vatModeAtom)).toBe('exclusive');

    Cookies.remove(VAT_MODE_COOKIE, { path: '/' });
    cookieStore.dispatchEvent(cookieChange([], [VAT_MODE_COOKIE]));
    expect(store.get(vatModeAtom)).toBe('inclusive');
    stop();
  });

  it('ignores other cookies’ changes, and stops listening when nothing shows a price', () => {
    const store = createStore();
    const stop = store.sub(vatModeAtom, () => {});
    document.cookie = `${VAT_MODE_COOKIE}=exclusive; path=/`;
    cookieStore.dispatchEvent(cookieChange(['shop-auth-user-token']));
    expect(store.get(vatModeAtom)).toBe('inclusive');

    stop();
    cookieStore.dispatchEvent(cookieChange([VAT_MODE_COOKIE]));
    expect(store.get(vatModeAtom)).toBe('inclusive');
  });
});
