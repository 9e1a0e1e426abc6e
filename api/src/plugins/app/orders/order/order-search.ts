import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { OrderSearchInput } from '@shop/contracts/schemas';
import type { Database } from '../../../../db/database';
import { orders } from '../../../../db/schema';

/**
 * The orders a track-and-trace search finds (ADR 0019): the number with its delivery
 * postcode, or the delivery postcode, house number and date. Only what the answer shows is
 * read; a draft is no order yet. At most ten, newest first.
 */
export async function searchOrders(db: Database, input: OrderSearchInput) {
  const postcode = sql`${orders.deliveryAddress}->>'postcode'`;
  const found =
    input.by === 'number'
      ? and(eq(orders.number, input.orderNumber), eq(postcode, input.postcode))
      : and(
          eq(postcode, input.postcode),
          eq(sql`${orders.deliveryAddress}->>'housenumber'`, input.housenumber),
          eq(orders.deliveryDate, input.deliveryDate),
        );
  return db
    .select({
      uuid: orders.uuid,
      number: orders.number,
      status: orders.status,
      deliveryDate: orders.deliveryDate,
      trackAndTrace: orders.trackAndTrace,
      customerUuid: orders.customerUuid,
    })
    .from(orders)
    .where(and(found, ne(orders.status, 'draft')))
    .orderBy(desc(orders.orderedAt))
    .limit(10);
}
