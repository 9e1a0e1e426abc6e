// Amounts as Mollie writes them (`{ currency: 'EUR', value: '29.90' }`, a string with exactly two
// decimals), held as whole cents inside the stand-in so sums stay exact.
import { randomInt } from 'node:crypto';
import { MollieError } from './http.mjs';

/** Cents of a Mollie amount; a 422 naming `field` when it is not a EUR amount with two decimals. */
export function parseAmount(amount, field = 'amount') {
  if (typeof amount !== 'object' || amount === null)
    throw new MollieError(422, 'The amount is required', field);
  if (amount.currency !== 'EUR')
    throw new MollieError(
      422,
      'The currency is not supported: this stand-in takes EUR',
      `${field}.currency`,
    );
  if (typeof amount.value !== 'string' || !/^\d{1,9}\.\d{2}$/.test(amount.value))
    throw new MollieError(
      422,
      'The amount value must be a string with exactly two decimals, like "10.00"',
      `${field}.value`,
    );
  return Math.round(Number(amount.value) * 100);
}

export const euros = (cents) => ({ currency: 'EUR', value: (cents / 100).toFixed(2) });

const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id as Mollie makes them: a prefix and ten random letters or digits (`tr_WDqYK6vllg`). */
export const newId = (prefix, length = 10) =>
  prefix + Array.from({ length }, () => alphanumeric[randomInt(alphanumeric.length)]).join('');
