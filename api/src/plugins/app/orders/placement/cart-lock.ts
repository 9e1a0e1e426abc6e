import { eq, or } from 'drizzle-orm';
import type { Transaction } from '../../../../db/database';
import { carts, orders } from '../../../../db/schema';
import { OrderRefused } from './order-refused';

type OrderRow = typeof orders.$inferSelect;

/** The orders a placement may collide with: the one under its key, the one of its cart. */
export interface CartOrders {
  byKey: OrderRow | null;
  byCart: OrderRow | null;
}

/**
 * Step 2: one placement at a time per cart. A double click waits on the cart's row lock, then
 * finds the order the first click placed. The orders are read in a statement of their own after
 * the lock: under READ COMMITTED only a statement that starts after the wait sees that order.
 */
export async function lockCart(
  tx: Transaction,
  cartUuid: string,
  idempotencyKey: string | null,
): Promise<CartOrders> {
  const [cart] = await tx
    .select({ uuid: carts.uuid })
    .from(carts)
    .where(eq(carts.uuid, cartUuid))
    .for('update');
  if (!cart) throw new OrderRefused(404, 'errors.notFoundResource');
  // One read for both: the order under the key (a retry) and the cart's (ordered already).
  const found = await tx
    .select()
    .from(orders)
    .where(
      idempotencyKey
        ? or(eq(orders.idempotencyKey, idempotencyKey), eq(orders.cartUuid, cartUuid))
        : eq(orders.cartUuid, cartUuid),
    );
  return {
    byKey: (idempotencyKey && found.find((o) => o.idempotencyKey === idempotencyKey)) || null,
    byCart: found.find((o) => o.cartUuid === cartUuid) ?? null,
  };
}
