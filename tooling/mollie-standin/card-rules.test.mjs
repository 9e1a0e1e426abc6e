// The card fields' rules, shared by the frames and the token endpoint.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  cardBrand,
  fieldProblem,
  formatCardNumber,
  formatExpiryDate,
} from './browser/card-rules.mjs';

describe('card field rules', () => {
  const today = new Date('2026-11-27');
  it('accepts a card number of 13 to 19 digits that passes Luhn', () => {
    assert.equal(fieldProblem('cardNumber', '4111 1111 1111 1111', today), null);
    assert.equal(fieldProblem('cardNumber', '4111 1111 1111 1112', today), 'invalid');
    assert.equal(fieldProblem('cardNumber', '', today), 'empty');
  });
  it('accepts an expiry date of this month, not of last month', () => {
    assert.equal(fieldProblem('expiryDate', '11 / 26', today), null);
    assert.equal(fieldProblem('expiryDate', '10 / 26', today), 'expired');
    assert.equal(fieldProblem('expiryDate', '13 / 30', today), 'invalid');
  });
  it('accepts a security code of 3 or 4 digits', () => {
    assert.equal(fieldProblem('verificationCode', '123', today), null);
    assert.equal(fieldProblem('verificationCode', '12a', today), 'invalid');
  });
  it('formats as typed and names the brand', () => {
    assert.equal(formatCardNumber('4111111111111111'), '4111 1111 1111 1111');
    assert.equal(formatCardNumber('378282246310005'), '3782 822463 10005');
    assert.equal(formatExpiryDate('1229'), '12 / 29');
    assert.equal(cardBrand('5555555555554444'), 'Mastercard');
  });
});
