import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from './database';
import { orders, payments, refunds } from './schema';
import type { DemoActor, DemoStep } from './demo-orders';
import { record } from '../plugins/app/orders/placement/history';
import { releaseStock } from '../plugins/app/orders/placement/stock';
import { applyPaymentOutcome } from '../plugins/app/orders/placement/payment';
import { addTrackAndTrace } from '../plugins/app/orders/back-office/add-track-and-trace';
import { DEMO_PAYMENTS, demoRefund } from './demo-payments';
import { CLIENT_SUBJECT_PREFIX, STAFF_SUBJECT_PREFIX } from '../domain/staff-permissions';
import { DemoOrderSkipped } from './demo-order-placement';

type OrderRow = typeof orders.$inferSelect;

export interface StepContext {
  /** The demo staff member's uuid; customers' uuids by e-mail address. */
  staffUuid: string;
  customerUuids: Map<string, string>;
}

/** The history's actor for who made the step, as the routes record them. */
function actorOf(by: DemoActor | undefined, context: StepContext): string {
  if (!by || 'staff' in by) return `${STAFF_SUBJECT_PREFIX}${context.staffUuid}`;
  if ('client' in by) return `${CLIENT_SUBJECT_PREFIX}${by.client}`;
  const uuid = context.customerUuids.get(by.customer);
  if (!uuid) throw new DemoOrderSkipped(`no customer ${by.customer}`);
  return `customer:${uuid}`;
}

/** The shopper came back from the bank: the payment waiting for them completed (as `settle`). */
async function pay(tx: Transaction, order: OrderRow, at: Date) {
  await tx
    .update(payments)
    .set({ status: 'completed', redirectUrl: null, updatedAt: at })
    .where(and(eq(payments.orderUuid, order.uuid), eq(payments.status, 'action-required')));
  await applyPaymentOutcome(tx, order, 'completed', `payment:${DEMO_PAYMENTS}`, at);
}

/**
 * Staff cancel with a refund (back-office/cancel-with-refund.ts): every completed payment
 * refunded (the story's refund: demo-payments.ts), a payment still waiting given up, the stock back.
 */
async function cancel(
  tx: Transaction,
  order: OrderRow,
  reason: { actor: string; note?: string; at: Date },
) {
  const { actor, at } = reason;
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderUuid, order.uuid), eq(payments.status, 'completed')));
  for (const payment of paid) {
    // Claimed first as staff's cancel claims it (ADR 0048): the row's id is the provider's
    // idempotency key. No provider took the demo's payment: its refund is the story's.
    const [claim] = await tx
      .insert(refunds)
      .values({
        orderUuid: order.uuid,
        paymentUuid: payment.uuid,
        amountCents: payment.amountCents,
        status: 'pending',
        actor,
        createdAt: at,
      })
      .returning({ uuid: refunds.uuid });
    const refund = demoRefund();
    await tx
      .update(refunds)
      .set({ status: refund.outcome, providerReference: refund.reference })
      .where(eq(refunds.uuid, claim!.uuid));
  }
  await tx
    .update(payments)
    .set({ status: 'canceled', redirectUrl: null, updatedAt: at })
    .where(
      and(
        eq(payments.orderUuid, order.uuid),
        inArray(payments.status, ['pending', 'action-required']),
      ),
    );
  await record(tx, order, 'cancel', actor, reason.note, at);
  await releaseStock(tx, order.uuid);
}

/**
 * One step of a demo order's story, by the domain's own moves: the payment settled, the approver's
 * decision (as `orders.decide`), a fulfilment move (as `moveOrder`), a parcel's code (as the
 * staff screen adds it), a cancel with its refund. Answers the order afterwards.
 */
export async function applyDemoStep(
  tx: Transaction,
  order: OrderRow,
  step: DemoStep,
  at: Date,
  context: StepContext,
): Promise<OrderRow> {
  const actor = actorOf(step.by, context);
  switch (step.do) {
    case 'pay':
      await pay(tx, order, at);
      break;
    case 'approve':
      await record(
        tx,
        order,
        order.paymentMethod === 'invoice' ? 'approve_on_account' : 'approve_to_payment',
        actor,
        undefined,
        at,
      );
      break;
    case 'track':
      await addTrackAndTrace(tx as unknown as Database, order.uuid, step.parcel, actor, at);
      break;
    case 'cancel':
      await cancel(tx, order, { actor, note: step.note, at });
      break;
    default:
      await record(tx, order, step.do, actor, step.note, at);
  }
  return (await tx.select().from(orders).where(eq(orders.uuid, order.uuid)))[0]!;
}
