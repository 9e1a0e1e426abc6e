import { inArray } from 'drizzle-orm';
import type { Database } from '../../../../db/database';
import { customers, orderHistory } from '../../../../db/schema';

type HistoryRow = typeof orderHistory.$inferSelect;

/** Who the approver of a company order was; the history stores them as `customer:<uuid>`. */
const customerOf = (actor: string) => (actor.startsWith('customer:') ? actor.slice(9) : null);

/**
 * The order's history as the site shows it. Notes stay internal ('no payment in time'), except
 * an approver's rejection (ADR 0027): its reason and the approver's name are the buyer's to read,
 * on the order and in its history, not only in the mail.
 */
export async function orderHistoryView(db: Database, history: HistoryRow[]) {
  const approvers = [
    ...new Set(
      history
        .filter((entry) => entry.transition === 'reject')
        .map((entry) => customerOf(entry.actor))
        .filter((uuid): uuid is string => uuid !== null),
    ),
  ];
  const names = new Map(
    approvers.length === 0
      ? []
      : (
          await db
            .select({ uuid: customers.uuid, fullname: customers.fullname })
            .from(customers)
            .where(inArray(customers.uuid, approvers))
        ).map((customer) => [customer.uuid, customer.fullname]),
  );
  return history.map((entry) => {
    const approver = customerOf(entry.actor);
    return {
      transition: entry.transition,
      from: entry.fromStatus,
      to: entry.toStatus,
      at: entry.at.toISOString(),
      rejection:
        entry.transition === 'reject'
          ? {
              reason: entry.note ?? '',
              rejected_by: (approver && names.get(approver)) ?? null,
            }
          : null,
    };
  });
}

/** The last rejection of the order, for its page's notice; null for an order nobody rejected. */
export function rejectionOf(history: Awaited<ReturnType<typeof orderHistoryView>>) {
  const entry = history.findLast((item) => item.rejection !== null);
  return entry?.rejection ? { ...entry.rejection, at: entry.at } : null;
}
