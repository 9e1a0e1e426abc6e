import { and, asc, count, eq, gte, ilike, inArray, lte, ne, or, type SQL } from 'drizzle-orm';
import type { BackOfficeOrderFilter } from '@shop/contracts/schemas';
import type { Database } from '../../../../db/database';
import { orders } from '../../../../db/schema';

/**
 * The back office's order list (ADR 0039): by status and delivery day, soonest delivery first.
 * Drafts are orders being placed, not yet the shop's: only a filter on them shows them.
 */
export async function listOrders(
  db: Database,
  filter: BackOfficeOrderFilter,
  page: number,
  perPage: number,
) {
  const conditions: (SQL | undefined)[] = [
    filter.status?.length ? inArray(orders.status, filter.status) : ne(orders.status, 'draft'),
    filter.delivery_from ? gte(orders.deliveryDate, filter.delivery_from) : undefined,
    filter.delivery_till ? lte(orders.deliveryDate, filter.delivery_till) : undefined,
  ];
  if (filter.search) {
    const term = filter.search.replace(/[\\%_]/g, (char) => `\\${char}`);
    conditions.push(
      or(eq(orders.number, filter.search.toUpperCase()), ilike(orders.email, `%${term}%`)),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(asc(orders.deliveryDate), asc(orders.orderedAt))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}
