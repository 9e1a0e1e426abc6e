import { asc, eq } from 'drizzle-orm';
import type { BackOfficeOrder, BackOfficeOrderSummary } from '@shop/contracts/api';
import { fulfilmentTransitions } from '@shop/contracts/schemas';
import type { Database } from '../../../../db/database';
import { captures, orderHistory, refunds } from '../../../../db/schema';
import { canApply } from '../../../../domain/order/order-status';
import { STAFF_SUBJECT_PREFIX } from '../../../../domain/staff-permissions';
import { iri } from '../../../../http/iri';
import type { OrderRow } from '../order-repository';
import type { StaffRepository } from '../../accounts/staff-repository';
import { orderView, trackAndTraceView } from '../order/order-view';

/** The moves staff may make now: the fulfilment moves the table allows, and cancel. */
const availableTransitions = (order: OrderRow): BackOfficeOrder['available_transitions'] => [
  ...fulfilmentTransitions.filter((name) => canApply(order.status, name)),
  ...(canApply(order.status, 'cancel') ? (['cancel'] as const) : []),
];

/**
 * GET /back-office/orders/{uuid}: the customer's order answer, with every step's actor and note
 * (a staff member by name), the moves possible now, the refunds and the captures.
 */
export async function backOfficeOrderView(
  db: Database,
  staff: StaffRepository,
  order: OrderRow,
): Promise<BackOfficeOrder & { '@id': string; '@type': string }> {
  const [base, history, refundRows, captureRows] = await Promise.all([
    orderView(db, order),
    db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderUuid, order.uuid))
      .orderBy(asc(orderHistory.at), asc(orderHistory.id)),
    db
      .select()
      .from(refunds)
      .where(eq(refunds.orderUuid, order.uuid))
      .orderBy(asc(refunds.createdAt)),
    db
      .select()
      .from(captures)
      .where(eq(captures.orderUuid, order.uuid))
      .orderBy(asc(captures.createdAt)),
  ]);
  const staffOf = (actor: string) =>
    actor.startsWith(STAFF_SUBJECT_PREFIX) ? actor.slice(STAFF_SUBJECT_PREFIX.length) : null;
  const names = await staff.names(
    history.map((entry) => staffOf(entry.actor)).filter((uuid): uuid is string => uuid !== null),
  );
  return {
    ...base,
    '@id': iri(`/back-office/orders/${order.uuid}`),
    '@type': 'BackOfficeOrder',
    customer_uuid: order.customerUuid,
    locale: order.locale,
    history: history.map((entry) => ({
      transition: entry.transition,
      from: entry.fromStatus,
      to: entry.toStatus,
      at: entry.at.toISOString(),
      actor: entry.actor,
      actor_name: names.get(staffOf(entry.actor) ?? '') ?? null,
      note: entry.note,
    })),
    available_transitions: availableTransitions(order),
    refunds: refundRows.map((refund) => ({
      amount: refund.amountCents,
      kind: refund.kind,
      status: refund.status,
      at: refund.createdAt.toISOString(),
    })),
    captures: captureRows.map((capture) => ({
      amount: capture.amountCents,
      status: capture.status,
      at: capture.createdAt.toISOString(),
    })),
  };
}

/** A row of the back office's list. */
export function backOfficeOrderSummary(
  order: OrderRow,
): BackOfficeOrderSummary & { '@id': string; '@type': string } {
  return {
    '@id': iri(`/back-office/orders/${order.uuid}`),
    '@type': 'BackOfficeOrder',
    uuid: order.uuid,
    number: order.number,
    status: order.status,
    ordered_at: order.orderedAt.toISOString(),
    delivery_date: order.deliveryDate,
    ordered_by: order.orderedBy,
    email: order.email,
    delivery_city: order.deliveryAddress.city,
    quantity: order.quantity,
    total: order.total.incl_vat,
    track_and_trace: trackAndTraceView(order),
  };
}
