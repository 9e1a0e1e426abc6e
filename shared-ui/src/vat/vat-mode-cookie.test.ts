/** @jest-environment node */
// Runs without a DOM, as the server will: the entry must not need one.
import { VAT_MODE_COOKIE, vatModeFromCookieHeader } from './index';

describe('vatModeFromCookieHeader', () => {
  it('reads the shopper’s choice among the request’s other cookies', () => {
    expect(
      vatModeFromCookieHeader(`shop-auth-user-token=%7B%7D; ${VAT_MODE_COOKIE}=exclusive; other=1`),
    ).toBe('exclusive');
    expect(vatModeFromCookieHeader(`${VAT_MODE_COOKIE}=inclusive`)).toBe('inclusive');
  });

  it('means incl. VAT when there is no header, an empty one or no VAT cookie in it', () => {
    expect(vatModeFromCookieHeader(undefined)).toBe('inclusive');
    expect(vatModeFromCookieHeader(null)).toBe('inclusive');
    expect(vatModeFromCookieHeader('')).toBe('inclusive');
    expect(vatModeFromCookieHeader('   ;; ; ')).toBe('inclusive');
    expect(vatModeFromCookieHeader('shop-auth-user-token=abc')).toBe('inclusive');
  });

  it('means incl. VAT for a value that is not a VAT mode', () => {
    for (const value of [
      '',
      'EXCLUSIVE',
      'Exclusive',
      'excl',
      'exclusive,',
      'exclusive inclusive',
      '1',
      'null',
      '%E0%A4%A',
    ]) {
      expect(vatModeFromCookieHeader(`${VAT_MODE_COOKIE}=${value}`)).toBe('inclusive');
    }
    expect(vatModeFromCookieHeader(VAT_MODE_COOKIE)).toBe('inclusive');
  });

  it('takes no other cookie for it: a longer or prefixed name, or the name as a value', () => {
    expect(vatModeFromCookieHeader(`x-${VAT_MODE_COOKIE}=exclusive`)).toBe('inclusive');
    expect(vatModeFromCookieHeader(`${VAT_MODE_COOKIE}-old=exclusive`)).toBe('inclusive');
    expect(vatModeFromCookieHeader(`other=${VAT_MODE_COOKIE}=exclusive`)).toBe('inclusive');
  });

  it('allows the spaces, quotes and %-escapes a cookie value may come with', () => {
    expect(vatModeFromCookieHeader(`  ${VAT_MODE_COOKIE} =  exclusive  ;a=b`)).toBe('exclusive');
    expect(vatModeFromCookieHeader(`${VAT_MODE_COOKIE}="exclusive"`)).toBe('exclusive');
    expect(vatModeFromCookieHeader(`${VAT_MODE_COOKIE}=exclusiv%65`)).toBe('exclusive');
  });

  it('goes by the first of two cookies with the name, as the browser sends the closest first', () => {
    expect(
      vatModeFromCookieHeader(`${VAT_MODE_COOKIE}=exclusive; ${VAT_MODE_COOKIE}=inclusive`),
    ).toBe('exclusive');
    expect(
      vatModeFromCookieHeader(`${VAT_MODE_COOKIE}=inclusive; ${VAT_MODE_COOKIE}=exclusive`),
    ).toBe('inclusive');
  });
});
