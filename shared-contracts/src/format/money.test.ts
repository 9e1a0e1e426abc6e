import { formatMoney } from './money';

describe('formatMoney', () => {
  it('writes thousands with a dot and decimals with a comma', () => {
    expect(formatMoney(123456)).toBe('€ 1.234,56');
  });

  it('always shows two decimals', () => {
    expect(formatMoney(500)).toBe('€ 5,00');
    expect(formatMoney(0)).toBe('€ 0,00');
  });

  it('groups millions the same way', () => {
    expect(formatMoney(123456789)).toBe('€ 1.234.567,89');
  });

  it('refuses amounts that are not integer cents', () => {
    expect(() => formatMoney(12.5)).toThrow(TypeError);
  });
});
