import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { passesLuhn } from '@shop/contracts/schemas';
import {
  giftCardExpiry,
  luhnCheckDigit,
  maskCardNumber,
  newCardNumber,
  newVerificationCode,
} from './gift-card';

describe('gift card numbers and codes', () => {
  it('completes a number with its Luhn check digit', () => {
    assert.equal(luhnCheckDigit('7992739871'), '3');
    assert.equal(luhnCheckDigit('603600000000001'), '3');
  });

  it('draws 16-digit numbers with the shop prefix that pass the check, and six-digit codes', () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const number = newCardNumber();
      assert.match(number, /^6036\d{12}$/);
      assert.ok(passesLuhn(number), number);
      numbers.add(number);
      assert.match(newVerificationCode(), /^\d{6}$/);
    }
    assert.ok(numbers.size > 195, 'numbers are random, not a sequence');
  });

  it('lets a card run two years, to the end of that day', () => {
    assert.equal(
      giftCardExpiry(new Date('2026-11-23T10:15:00Z')).toISOString(),
      '2028-11-23T23:59:59.000Z',
    );
    // A card bought on 29 February runs until 1 March two years on (no such day then).
    assert.equal(
      giftCardExpiry(new Date('2028-02-29T08:00:00Z')).toISOString(),
      '2030-03-01T23:59:59.000Z',
    );
  });

  it('shows only the last four digits', () => {
    assert.equal(maskCardNumber('6036000000000021'), '•••• •••• •••• 0021');
  });
});
