/** A Luhn-valid 16-digit gift card number that no demo card has, distinct for each `n`. */
export function unknownCardNumber(n: number): string {
  const body = `6036999${String(n).padStart(8, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}
