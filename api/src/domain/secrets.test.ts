import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hashSecret, verifySecret } from './secrets';
import { maskCardNumber } from './gift-card';

describe('verification code hashes', () => {
  it('salts every hash, so equal codes are stored differently', async () => {
    const first = await hashSecret('123456');
    assert.notEqual(first, await hashSecret('123456'));
    assert.match(first, /^\$argon2id\$/);
  });

  it('accepts only the code that was hashed', async () => {
    const stored = await hashSecret('123456');
    assert.equal(await verifySecret('123456', stored), true);
    assert.equal(await verifySecret('123457', stored), false);
  });

  it('shows only the last four digits of a card number', () => {
    assert.equal(maskCardNumber('6036000000000021'), '•••• •••• •••• 0021');
  });
});
