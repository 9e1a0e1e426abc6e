import { sql } from 'drizzle-orm';
import type { PaymentMethod } from '@shop/contracts/schemas';
import type { Transaction } from '../../../../db/database';
import { orderHistory, orders } from '../../../../db/schema';
import {
  transition,
  type OrderStatus,
  type OrderTransition,
} from '../../../../domain/order/order-status';
import { issueGiftCards, voidGiftCards } from '../order/issue-gift-cards';

/**
 * Applies a transition of ADR 0015's table and records it in the order's history, in one
 * statement (the status change and its history line travel together), both at `at`.
 */
export async function record(
  tx: Transaction,
  order: { uuid: string; status: OrderStatus },
  name: OrderTransition,
  actor: string,
  note?: string,
  at = new Date(),
) {
  const to = transition(order.status, name);
  await tx.execute(sql`
    with changed as (
      update ${orders} set status = ${to}, updated_at = ${at.toISOString()}::timestamptz
      where uuid = ${order.uuid} returning uuid
    )
    insert into ${orderHistory} (order_uuid, transition, from_status, to_status, actor, note, at)
    select uuid, ${name}::text, ${order.status}::text, ${to}::text, ${actor}::text, ${note ?? null}::text,
      ${at.toISOString()}::timestamptz
    from changed`);
  await afterStatus(tx, order.uuid, to);
  return to;
}

/** Paid or bought on account: the money is secured, so the gift cards it bought exist now. */
async function afterStatus(tx: Transaction, orderUuid: string, status: OrderStatus) {
  if (status === 'new') await issueGiftCards(tx, orderUuid);
  if (status === 'canceled') await voidGiftCards(tx, orderUuid);
}

/** Where a new order goes first: to an approver, on account, or to its payment. */
export function openingTransition(approvalNeeded: boolean, method: PaymentMethod): OrderTransition {
  if (approvalNeeded) return 'request_approval';
  return method === 'invoice' ? 'place_on_account' : 'request_payment';
}

/** The status a new order is inserted with: its draft moved on by the opening transition. */
export const openingStatus = (name: OrderTransition) => transition('draft', name);

/**
 * Step 10: the new order's history, both lines at once: created as a draft, then moved on by its
 * opening transition (the row was inserted with the status it moves to). An order placed on
 * account is 'new' at once, so its gift cards are issued now. `at`: when it was placed (the
 * transaction's time unless told, as for the demo orders of days ago).
 */
export async function recordOpening(
  tx: Transaction,
  orderUuid: string,
  name: OrderTransition,
  actor: string,
  at?: Date,
) {
  const to = openingStatus(name);
  const when = at ? { at } : {};
  await tx.insert(orderHistory).values([
    { orderUuid, transition: 'create', toStatus: 'draft', actor, ...when },
    { orderUuid, transition: name, fromStatus: 'draft', toStatus: to, actor, ...when },
  ]);
  await afterStatus(tx, orderUuid, to);
  return to;
}
