/**
 * Formats integer cents as euros the way the shop shows money in every locale:
 * a dot for thousands and a comma for decimals (€ 1.234,56). Money is never computed here.
 */
const formatter = new Intl.NumberFormat('nl-NL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

export function formatMoney(cents: number, currency = 'EUR'): string {
  if (!Number.isInteger(cents)) throw new TypeError(`Money must be integer cents, got ${cents}`);
  const symbol = currency === 'EUR' ? '€' : currency;
  return `${symbol} ${formatter.format(cents / 100)}`;
}
