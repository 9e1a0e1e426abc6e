import { randomInt } from 'node:crypto';
import { passesLuhn } from '@shop/contracts/schemas';

/** Only the last four digits of a gift card number ever leave the API. */
export function maskCardNumber(cardNumber: string): string {
  return `•••• •••• •••• ${cardNumber.slice(-4)}`;
}

/** The shop's own gift card product (ADR 0021): bought for one of these amounts, in cents. */
export const GIFT_CARD_PRODUCT_SLUG = 'cadeaukaart';
export const giftCardAmountsCents = [1000, 1500, 2500, 5000, 7500, 10000] as const;
/** A bought card can be spent for this long after it is issued. */
export const GIFT_CARD_VALID_YEARS = 2;
/** The issuer prefix of the shop's cards: what the demo cards and the balance page use. */
export const GIFT_CARD_PREFIX = '6036';

/** The Luhn check digit that completes `digits`. */
export function luhnCheckDigit(digits: string): string {
  for (let digit = 0; digit <= 9; digit += 1)
    if (passesLuhn(`${digits}${digit}`)) return String(digit);
  throw new Error(`no check digit for ${digits}`);
}

/** A new 16-digit card number: the prefix, 11 random digits and the check digit. */
export function newCardNumber(): string {
  let body = GIFT_CARD_PREFIX;
  while (body.length < 15) body += String(randomInt(10));
  return body + luhnCheckDigit(body);
}

/** A new six-digit verification code, as the balance lookup asks for it. */
export const newVerificationCode = () => String(randomInt(1_000_000)).padStart(6, '0');

/** When a card issued at `issuedAt` expires: the end of that day, `GIFT_CARD_VALID_YEARS` on. */
export function giftCardExpiry(issuedAt: Date): Date {
  const expiry = new Date(issuedAt);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + GIFT_CARD_VALID_YEARS);
  expiry.setUTCHours(23, 59, 59, 0);
  return expiry;
}
