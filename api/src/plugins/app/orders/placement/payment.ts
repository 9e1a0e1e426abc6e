import { eq } from 'drizzle-orm';
import type { PlaceOrderInput } from '@shop/contracts/schemas';
import type { Database, Transaction } from '../../../../db/database';
import { orders, payments } from '../../../../db/schema';
import { isLocale } from '@shop/contracts/messages';
import { streetLine } from '@shop/contracts/format';
import {
  ProviderUnavailable,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentStart,
} from '../../../../domain/payment/payment-provider';
import { record } from './history';
import { OrderRefused } from './order-refused';
import { releaseStock } from './stock';

type OrderRow = typeof orders.$inferSelect;
type Settled = { orderUuid: string; status: OrderRow['status']; changed: boolean };

/**
 * Step 11a: the payment the order waits for, written in the placement's transaction (one commit
 * for both); the provider is asked only after that commit, never while rows are locked.
 */
export async function openPayment(tx: Transaction, order: OrderRow, provider: string) {
  const [payment] = await tx
    .insert(payments)
    .values({
      orderUuid: order.uuid,
      provider,
      method: order.paymentMethod,
      status: 'pending',
      amountCents: order.total.incl_vat,
    })
    .returning({ uuid: payments.uuid });
  return payment!;
}

/** Cancels an order whose payment failed: stock back, and the cart free to order again. */
export async function cancelUnpaid(tx: Transaction, order: OrderRow, actor: string, note: string) {
  await record(tx, order, 'cancel', actor, note);
  await releaseStock(tx, order.uuid);
  await tx.update(orders).set({ cartUuid: null }).where(eq(orders.uuid, order.uuid));
}

/**
 * What a final payment outcome does to its order (locked by the caller): paid (or authorized,
 * to be captured when it ships), it is new; failed or canceled, it is canceled. An order no
 * longer waiting for payment stays as it is.
 */
export async function applyPaymentOutcome(
  tx: Transaction,
  order: OrderRow,
  outcome: Exclude<PaymentOutcome, 'action-required'>,
  actor: string,
  at = new Date(),
): Promise<Settled> {
  if (order.status !== 'payment-pending')
    return { orderUuid: order.uuid, status: order.status, changed: false };
  if (outcome === 'completed' || outcome === 'authorized') {
    const status = await record(tx, order, 'pay', actor, undefined, at);
    return { orderUuid: order.uuid, status, changed: true };
  }
  await cancelUnpaid(tx, order, actor, `payment ${outcome}`);
  return { orderUuid: order.uuid, status: 'canceled', changed: true };
}

/**
 * Step 11b: asks the provider to take the money, then, in one transaction, stores its answer
 * and, when it is final already (a card paid at once, Riverty refused), applies it to the
 * order. Answers the provider's start and the order as it is afterwards. A provider that cannot
 * be asked (down, or no answer within 20 s) cancels the attempt: the order is canceled, its
 * stock and cart let go, and the shopper is told to try again (503 or 504). Should the provider
 * have taken the payment all the same, its webhook finds the canceled order and the money goes
 * back (ADR 0052).
 */
export async function startPayment(
  deps: { db: Database; provider: PaymentProvider },
  order: OrderRow,
  paymentUuid: string,
  request: { payment: PlaceOrderInput['payment']; returnUrl: string },
): Promise<{ start: PaymentStart; order: OrderRow }> {
  const invoice = order.invoiceAddress;
  let start: PaymentStart;
  try {
    start = await deps.provider.start({
      paymentUuid,
      orderNumber: order.number,
      amountCents: order.total.incl_vat,
      email: order.email,
      locale: isLocale(order.locale) ? order.locale : 'nl-nl',
      payment: request.payment as Exclude<PlaceOrderInput['payment'], { method: 'invoice' }>,
      billing: {
        firstname: invoice.firstname,
        lastname: invoice.lastname,
        streetAndNumber: streetLine(invoice),
        postcode: invoice.postcode,
        city: invoice.city,
        country: invoice.country,
      },
      returnUrl: request.returnUrl,
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    await deps.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(eq(payments.uuid, paymentUuid));
      const [locked] = await tx
        .select()
        .from(orders)
        .where(eq(orders.uuid, order.uuid))
        .for('update');
      if (locked?.status === 'payment-pending')
        await cancelUnpaid(tx, locked, `payment:${deps.provider.name}`, `payment ${error.kind}`);
    });
    throw new OrderRefused(
      error.kind === 'timeout' ? 504 : 503,
      error.kind === 'timeout' ? 'errors.paymentTimeout' : 'errors.paymentUnavailable',
    );
  }
  const pending = start.outcome === 'action-required';
  const at = new Date();
  const after = await deps.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({
        providerReference: start.reference,
        details: start.details,
        redirectUrl: pending ? (start.redirectUrl ?? null) : null,
        status: start.outcome,
        ...(pending ? {} : { updatedAt: at }),
      })
      .where(eq(payments.uuid, paymentUuid));
    if (start.outcome === 'action-required') return order;
    const [locked] = await tx
      .select()
      .from(orders)
      .where(eq(orders.uuid, order.uuid))
      .for('update');
    const settled = await applyPaymentOutcome(
      tx,
      locked!,
      start.outcome,
      `payment:${deps.provider.name}`,
      at,
    );
    // Canceled, more than the status changed (the cart let go, the stock back): read it again.
    if (settled.status === 'canceled')
      return (await tx.select().from(orders).where(eq(orders.uuid, order.uuid)))[0]!;
    return settled.changed ? { ...locked!, status: settled.status, updatedAt: at } : locked!;
  });
  return { start, order: after };
}
