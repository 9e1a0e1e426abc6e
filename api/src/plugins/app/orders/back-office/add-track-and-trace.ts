import { eq } from 'drizzle-orm';
import type { OrderStatus, TrackAndTraceInput } from '@shop/contracts/schemas';
import type { Database } from '../../../../db/database';
import { orders } from '../../../../db/schema';
import type { OrderRow } from '../order-repository';

/** An order whose parcel can be followed: the shop has it, and it is not given up. */
const TRACKABLE: readonly OrderStatus[] = [
  'new',
  'on-hold',
  'pending',
  'assigned',
  'processed',
  'sent',
  'completed',
];

export class NotTrackable extends Error {
  constructor(readonly status: OrderStatus) {
    super(`An order that is ${status} has no parcel to follow`);
    this.name = 'NotTrackable';
  }
}

/**
 * Adds a parcel's code to the order (spec: Order, track and trace codes). The same carrier and
 * code again changes nothing, so a retried call does not list a parcel twice.
 */
export async function addTrackAndTrace(
  db: Database,
  uuid: string,
  input: TrackAndTraceInput,
  actor: string,
  at = new Date(),
): Promise<{ order: OrderRow; added: boolean } | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.uuid, uuid)).for('update');
    if (!order) return null;
    if (!TRACKABLE.includes(order.status)) throw new NotTrackable(order.status);
    const known = order.trackAndTrace.some(
      (parcel) => parcel.carrier === input.carrier && parcel.code === input.code,
    );
    if (known) return { order, added: false };
    const trackAndTrace = [
      ...order.trackAndTrace,
      { ...input, added_at: at.toISOString(), added_by: actor },
    ];
    const [after] = await tx
      .update(orders)
      .set({ trackAndTrace, updatedAt: at })
      .where(eq(orders.uuid, uuid))
      .returning();
    return { order: after!, added: true };
  });
}
