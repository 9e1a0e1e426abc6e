import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderFilter } from '@shop/contracts/schemas';
import type { Database } from '../../../../db/database';
import { orders } from '../../../../db/schema';
import type { Customer } from '../../accounts/customer-repository';

export type OrderReader = Pick<Customer, 'uuid' | 'companyUuid' | 'permissions'>;

/** Order dates are the shop's days: a day starts at midnight in the Netherlands and Belgium. */
const SHOP_TIME_ZONE = 'Europe/Amsterdam';
const startOfDay = (day: string) => sql`(${day}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;
const startOfNextDay = (day: string) =>
  sql`(${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`;

/**
 * The orders a customer may read (ADR 0017): their own, and with `orders.read` every order of
 * their company. Nothing else: another customer's or company's order does not exist for them.
 */
export function readableBy(reader: OrderReader): SQL {
  const own = eq(orders.customerUuid, reader.uuid);
  if (!reader.companyUuid || !reader.permissions.includes('orders.read')) return own;
  return or(own, eq(orders.companyUuid, reader.companyUuid))!;
}

export function readableOrders(db: Database) {
  return {
    /** The orders the reader may read, filtered, newest first, one page of them. */
    async list(reader: OrderReader, filter: OrderFilter, page: number, perPage: number) {
      const where = and(
        readableBy(reader),
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.ordered_from ? gte(orders.orderedAt, startOfDay(filter.ordered_from)) : undefined,
        filter.ordered_till ? lt(orders.orderedAt, startOfNextDay(filter.ordered_till)) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.orderedAt), desc(orders.number))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(orders)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** The order when the reader may read it; null when not, as when there is no such order. */
    async findReadable(uuid: string, reader: OrderReader) {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.uuid, uuid), readableBy(reader)));
      return order ?? null;
    },
  };
}
