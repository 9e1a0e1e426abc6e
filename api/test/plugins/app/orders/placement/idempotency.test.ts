import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  accessSecret,
  earlierPlacement,
  requestHashOf,
} from '../../../../../src/plugins/app/orders/placement/idempotency';
import { OrderRefused } from '../../../../../src/plugins/app/orders/placement/order-refused';

const input = {
  cart: 'c1',
  email: 'anna@example.nl',
  payment: { method: 'ideal', issuer: 'ideal_INGBNL2A' },
} as never;
const byCard = (cardToken: string) =>
  ({ cart: 'c1', email: 'anna@example.nl', payment: { method: 'creditcard', cardToken } }) as never;
const order = (fields: Record<string, unknown>) =>
  ({ uuid: 'o1', requestHash: 'h1', idempotencyKey: null, cartUuid: 'c1', ...fields }) as never;
const refusal = (key: string) => (error: unknown) =>
  error instanceof OrderRefused && error.status === 409 && error.key === key;

describe('the idempotency step', () => {
  it('hashes the request with who sent it: the same body from another customer differs', () => {
    assert.equal(requestHashOf(input, null), requestHashOf(input, null));
    assert.notEqual(requestHashOf(input, null), requestHashOf(input, { uuid: 'u1' }));
  });

  it('counts a card’s new token as the same request: the provider’s fields hand one out per try', () => {
    assert.equal(
      requestHashOf(byCard('tkn_first'), null),
      requestHashOf(byCard('tkn_second'), null),
    );
    assert.notEqual(requestHashOf(byCard('tkn_first'), null), requestHashOf(input, null));
  });

  it('answers a retry under the same key the same secret, and every other placement a new one', () => {
    assert.equal(accessSecret('key-1', 'c1', 's'), accessSecret('key-1', 'c1', 's'));
    assert.notEqual(accessSecret('key-1', 'c1', 's'), accessSecret('key-1', 'c2', 's'));
    assert.notEqual(accessSecret(null, 'c1', 's'), accessSecret(null, 'c1', 's'));
    assert.notEqual(accessSecret('key-1', 'c1'), accessSecret('key-1', 'c1'));
  });

  it('goes on when nothing was placed yet', () => {
    assert.equal(earlierPlacement({ byKey: null, byCart: null }, 'key-1', 'h1'), null);
  });

  it('answers the earlier order to a retry with the same key and body', () => {
    const earlier = order({ idempotencyKey: 'key-1' });
    assert.equal(earlierPlacement({ byKey: earlier, byCart: earlier }, 'key-1', 'h1'), earlier);
  });

  it('refuses the same key with another body', () => {
    const earlier = order({ idempotencyKey: 'key-1' });
    assert.throws(
      () => earlierPlacement({ byKey: earlier, byCart: null }, 'key-1', 'h2'),
      refusal('errors.idempotencyMismatch'),
    );
  });

  it('refuses a cart ordered already, under another key or without one', () => {
    const other = order({ idempotencyKey: 'key-0' });
    assert.throws(
      () => earlierPlacement({ byKey: null, byCart: other }, 'key-1', 'h1'),
      refusal('errors.cartOrdered'),
    );
    assert.throws(
      () => earlierPlacement({ byKey: null, byCart: order({}) }, null, 'h2'),
      refusal('errors.cartOrdered'),
    );
  });

  it('without a key, answers the cart’s order to the same body again', () => {
    const earlier = order({});
    assert.equal(earlierPlacement({ byKey: null, byCart: earlier }, null, 'h1'), earlier);
  });
});
