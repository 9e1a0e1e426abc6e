/** @jest-environment node */
import { createStore } from 'jotai';
import { vatModeAtom } from './vat-mode-atom';
import { vatModeFromCookieHeader } from './vat-mode-cookie';

describe('vatModeAtom on the server', () => {
  it('starts incl. VAT without a browser, and takes the request’s mode from the server', () => {
    const store = createStore();
    expect(store.get(vatModeAtom)).toBe('inclusive');

    const request = createStore();
    request.set(vatModeAtom, vatModeFromCookieHeader('shop-host-vat-mode=exclusive'));
    expect(request.get(vatModeAtom)).toBe('exclusive');
    expect(store.get(vatModeAtom)).toBe('inclusive');
  });
});
