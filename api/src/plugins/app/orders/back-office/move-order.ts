import { eq } from 'drizzle-orm';
import type { FulfilmentTransition } from '@shop/contracts/schemas';
import type { Database } from '../../../../db/database';
import { orders } from '../../../../db/schema';
import { TransitionRefused, canApply } from '../../../../domain/order/order-status';
import { record, type OrderRow } from '../order-repository';
import { hasPendingRefund, RefundUnderWay } from './refund-claims';
import { claimCaptures, type CaptureClaim } from './capture-claims';

/**
 * Moves the order one step along ADR 0015's table, recorded with who did it: a move the table
 * lacks from the current status is `TransitionRefused`. The row lock makes two clicks (or the
 * screen and the fulfilment system at once) apply one after the other, the second refused.
 * While a refund of the order is pending, every move is `RefundUnderWay`. Shipping claims the
 * capture of every authorized payment (ADR 0052), for the caller to ask the provider for once
 * this has committed.
 */
export async function moveOrder(
  db: Database,
  uuid: string,
  name: FulfilmentTransition,
  actor: string,
  note?: string,
): Promise<{ before: OrderRow; after: OrderRow; captures: CaptureClaim[] } | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.uuid, uuid)).for('update');
    if (!order) return null;
    if (!canApply(order.status, name)) throw new TransitionRefused(name, order.status);
    // A cancel waits for the payment provider without holding this lock (ADR 0048): the order
    // must not move out of its reach before the refund's outcome is known.
    if (await hasPendingRefund(tx, order.uuid)) throw new RefundUnderWay(order.number);
    await record(tx, order, name, actor, note || undefined);
    const captures = name === 'ship' ? await claimCaptures(tx, order, actor) : [];
    const [after] = await tx.select().from(orders).where(eq(orders.uuid, uuid));
    return { before: order, after: after!, captures };
  });
}
