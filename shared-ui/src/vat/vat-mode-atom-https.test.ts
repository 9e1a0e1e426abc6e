/** @jest-environment-options {"url": "https://www.bloemenzo.nl/boeketten"} */
import { createStore } from 'jotai';
import { vatModeAtom } from './vat-mode-atom';
import { VAT_MODE_COOKIE } from './vat-mode-cookie';

describe('vatModeAtom on an https page', () => {
  it('writes the cookie Secure', () => {
    const writes: string[] = [];
    const write = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.set;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      write?.call(document, value);
    });

    createStore().set(vatModeAtom, 'exclusive');

    expect(writes).toEqual([
      `${VAT_MODE_COOKIE}=exclusive; path=/; sameSite=lax; max-age=31536000; secure`,
    ]);
    expect(createStore().get(vatModeAtom)).toBe('exclusive');
  });
});
