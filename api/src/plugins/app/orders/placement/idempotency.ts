import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { PlaceOrderInput } from '@shop/contracts/schemas';
import type { orders } from '../../../../db/schema';
import type { Customer } from '../../accounts/customer-repository';
import type { CartOrders } from './cart-lock';
import { OrderRefused } from './order-refused';

type OrderRow = typeof orders.$inferSelect;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What a retry must repeat exactly: the body and who sent it. A card's token is not part of it:
 * the provider's fields hand out a new one for every try.
 */
export const requestHashOf = (input: PlaceOrderInput, customer: Pick<Customer, 'uuid'> | null) =>
  sha256(
    JSON.stringify({
      input:
        input.payment.method === 'creditcard'
          ? { ...input, payment: { method: 'creditcard' } }
          : input,
      customer: customer?.uuid ?? null,
    }),
  );

/**
 * The secret a guest reads the order with. With an idempotency key it follows from the key and
 * the cart, so a retry whose first answer was lost (the connection broke, the API restarted) is
 * answered the same secret; only the shopper holding the key and the cart's secret can ask.
 */
export function accessSecret(idempotencyKey: string | null, cart: string, secretKey?: string) {
  return idempotencyKey && secretKey
    ? createHmac('sha256', secretKey)
        .update(`order-access\0${idempotencyKey}\0${cart}`)
        .digest()
        .subarray(0, 24)
        .toString('base64url')
    : randomBytes(24).toString('base64url');
}

/**
 * Step 3: a placement seen before. The same key (or, without a key, the same cart) with the same
 * request is a retry and answers the earlier order; with another request it is refused. A cart
 * ordered under another key is refused too. Null: nothing placed yet, go on.
 */
export function earlierPlacement(
  found: CartOrders,
  idempotencyKey: string | null,
  requestHash: string,
): OrderRow | null {
  const earlier = idempotencyKey ? found.byKey : found.byCart;
  if (earlier) {
    if (earlier.requestHash !== requestHash)
      throw new OrderRefused(
        409,
        idempotencyKey ? 'errors.idempotencyMismatch' : 'errors.cartOrdered',
      );
    return earlier;
  }
  if (found.byCart) throw new OrderRefused(409, 'errors.cartOrdered');
  return null;
}
