import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/database';
import { orders, payments, refunds } from '../../../db/schema';
import { TransitionRefused, canApply } from '../../../domain/order/order-status';
import type { PaymentProvider } from '../../../domain/payment/payment-provider';
import { record, releaseStock, type OrderRow } from '../order-repository';

export class RefundFailed extends Error {
  constructor(readonly orderNumber: string) {
    super(`The provider refused to refund a payment of ${orderNumber}`);
    this.name = 'RefundFailed';
  }
}

/** Every completed payment of the order not refunded yet, refunded through the provider. */
async function refundPayments(
  tx: Transaction,
  provider: PaymentProvider,
  order: OrderRow,
  actor: string,
) {
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderUuid, order.uuid), eq(payments.status, 'completed')));
  const done = new Set(
    (
      await tx
        .select({ paymentUuid: refunds.paymentUuid })
        .from(refunds)
        .where(and(eq(refunds.orderUuid, order.uuid), eq(refunds.status, 'completed')))
    ).map((row) => row.paymentUuid),
  );
  let failed = false;
  for (const payment of paid.filter((row) => !done.has(row.uuid))) {
    const outcome = await provider.refund({
      reference: payment.providerReference ?? '',
      amountCents: payment.amountCents,
      orderNumber: order.number,
    });
    await tx.insert(refunds).values({
      orderUuid: order.uuid,
      paymentUuid: payment.uuid,
      amountCents: payment.amountCents,
      status: outcome.outcome,
      providerReference: outcome.reference,
      actor,
    });
    if (outcome.outcome === 'failed') failed = true;
  }
  return failed;
}

/**
 * Staff cancel an order (ADR 0015's `cancel`, ADR 0039): what was paid goes back through the
 * provider, a payment still waiting is given up, the stock goes back once. The order's row stays
 * locked through the provider's calls, so a second cancel waits and is then refused instead of
 * refunding again. When the provider refuses a refund, the order is not canceled (the refused
 * refund stays on record) and a retry refunds only what is still to refund.
 */
export async function cancelWithRefund(
  db: Database,
  provider: PaymentProvider,
  uuid: string,
  actor: string,
  reason: string,
): Promise<{ before: OrderRow; after: OrderRow } | null> {
  const outcome: { refused: RefundFailed | null } = { refused: null };
  const result = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.uuid, uuid)).for('update');
    if (!order) return null;
    if (!canApply(order.status, 'cancel')) throw new TransitionRefused('cancel', order.status);
    if (await refundPayments(tx, provider, order, actor)) {
      // Committed, so the refunds that did succeed stay on record; nothing else changes.
      outcome.refused = new RefundFailed(order.number);
      return { before: order, after: order };
    }
    await tx
      .update(payments)
      .set({ status: 'canceled', redirectUrl: null, updatedAt: new Date() })
      .where(
        and(
          eq(payments.orderUuid, order.uuid),
          inArray(payments.status, ['pending', 'action-required']),
        ),
      );
    await record(tx, order, 'cancel', actor, reason);
    await releaseStock(tx, order.uuid);
    const [after] = await tx.select().from(orders).where(eq(orders.uuid, uuid));
    return { before: order, after: after! };
  });
  if (outcome.refused) throw outcome.refused;
  return result;
}
