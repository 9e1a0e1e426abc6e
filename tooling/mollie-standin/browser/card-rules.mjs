// The card fields' rules, in one place: the frames check them as the shopper types
// (browser/field.mjs) and the stand-in checks them again before it makes a token (components.mjs).

export const cardFieldTypes = ['cardHolder', 'cardNumber', 'expiryDate', 'verificationCode'];

export const digitsOf = (value) => String(value).replace(/\D/g, '');

export function passesLuhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand as Mollie labels it in `details.cardLabel`. */
export function cardBrand(digits) {
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  return 'Maestro';
}

/** Groups of four as typed (American Express: 4-6-5). */
export function formatCardNumber(value) {
  const digits = digitsOf(value).slice(0, 19);
  const groups = /^3[47]/.test(digits)
    ? [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
    : (digits.match(/.{1,4}/g) ?? []);
  return groups.filter(Boolean).join(' ');
}

/** `MM / YY` as typed. */
export function formatExpiryDate(value) {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * What is wrong with a field's value: null when it is fine, else `empty`, `invalid` or `expired`
 * (the key of its message in texts.mjs).
 */
export function fieldProblem(type, value, today = new Date()) {
  const text = String(value ?? '').trim();
  if (text === '') return 'empty';
  const digits = digitsOf(text);
  switch (type) {
    case 'cardHolder':
      return null;
    case 'cardNumber':
      return /^[\d ]+$/.test(text) &&
        digits.length >= 13 &&
        digits.length <= 19 &&
        passesLuhn(digits)
        ? null
        : 'invalid';
    case 'expiryDate': {
      const match = /^(\d{2}) ?\/ ?(\d{2})$/.exec(text);
      if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return 'invalid';
      const lastMonth = (2000 + Number(match[2])) * 12 + Number(match[1]) - 1;
      return lastMonth < today.getFullYear() * 12 + today.getMonth() ? 'expired' : null;
    }
    case 'verificationCode':
      return /^\d{3,4}$/.test(text) ? null : 'invalid';
    default:
      return 'invalid';
  }
}
