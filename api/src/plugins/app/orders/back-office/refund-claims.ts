import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../../db/database';
import { orders, payments, refunds } from '../../../../db/schema';
import { TransitionRefused, canApply } from '../../../../domain/order/order-status';
import type { RefundKind, RefundOutcome } from '../../../../domain/payment/payment-provider';
import type { OrderRow } from '../order-repository';

/**
 * How long a cancel may wait for the provider's answer before another cancel may ask again for
 * the same refund (with the same idempotency key, so never paying twice). Longer than any
 * provider call takes: a real provider's client gives up well before.
 */
export const REFUND_CLAIM_SECONDS = 120;

/** Another cancel of the order is waiting for the payment provider (ADR 0048). */
export class RefundUnderWay extends Error {
  constructor(readonly orderNumber: string) {
    super(`A refund of ${orderNumber} is under way`);
    this.name = 'RefundUnderWay';
  }
}

/** A refund the shop has claimed and now asks the provider for. */
export interface RefundClaim {
  uuid: string;
  /** A refund of money taken, or the release of an authorization (ADR 0052). */
  kind: RefundKind;
  /** The provider's id of the payment. */
  paymentReference: string;
  amountCents: number;
}

/** True while a refund of the order waits for the provider's answer, or never got one. */
export async function hasPendingRefund(tx: Transaction, orderUuid: string): Promise<boolean> {
  const [row] = await tx
    .select({ uuid: refunds.uuid })
    .from(refunds)
    .where(and(eq(refunds.orderUuid, orderUuid), eq(refunds.status, 'pending')))
    .limit(1);
  return row !== undefined;
}

/**
 * The order's completed payments, and its authorized ones (Riverty's, to be released), that no
 * refund covers yet (none pending, processing or done).
 */
async function paymentsToRefund(tx: Transaction, orderUuid: string) {
  return tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderUuid, orderUuid),
        inArray(payments.status, ['completed', 'authorized']),
        sql`not exists (select 1 from ${refunds} where ${refunds.paymentUuid} = ${payments.uuid} and ${refunds.status} <> 'failed')`,
      ),
    );
}

/**
 * The first short transaction of a cancel (ADR 0048): under the order's row lock, checks that
 * the order may be canceled and claims a refund ('pending', with a claim that runs out) for every
 * completed payment not refunded yet, a release for every authorized one (ADR 0052), and takes
 * over the pending refunds a crash or a timeout left. Commits before anyone calls the provider. Another cancel's claim that has not run out
 * is `RefundUnderWay`: the provider is never asked twice at once for one payment.
 */
export async function claimRefunds(
  db: Database,
  uuid: string,
  actor: string,
): Promise<{ order: OrderRow; claims: RefundClaim[] } | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.uuid, uuid)).for('update');
    if (!order) return null;
    if (!canApply(order.status, 'cancel')) throw new TransitionRefused('cancel', order.status);
    const now = new Date();
    const pending = await tx
      .select({ uuid: refunds.uuid, claimedUntil: refunds.claimedUntil })
      .from(refunds)
      .where(and(eq(refunds.orderUuid, order.uuid), eq(refunds.status, 'pending')));
    if (pending.some((refund) => refund.claimedUntil && refund.claimedUntil > now))
      throw new RefundUnderWay(order.number);
    const claimedUntil = new Date(now.getTime() + REFUND_CLAIM_SECONDS * 1000);
    if (pending.length > 0)
      await tx
        .update(refunds)
        .set({ claimedUntil })
        .where(
          inArray(
            refunds.uuid,
            pending.map((refund) => refund.uuid),
          ),
        );
    const unrefunded = await paymentsToRefund(tx, order.uuid);
    if (unrefunded.length > 0) {
      const claimed = await tx
        .insert(refunds)
        .values(
          unrefunded.map((payment) => ({
            orderUuid: order.uuid,
            paymentUuid: payment.uuid,
            amountCents: payment.amountCents,
            // Nothing was taken from an authorized payment: its hold is let go instead.
            kind: payment.status === 'authorized' ? ('release' as const) : ('refund' as const),
            status: 'pending' as const,
            claimedUntil,
            actor,
          })),
        )
        // The unique index on a payment's live refund: a claim made elsewhere meanwhile wins.
        .onConflictDoNothing()
        .returning({ uuid: refunds.uuid });
      if (claimed.length < unrefunded.length) throw new RefundUnderWay(order.number);
    }
    const claims = await tx
      .select({
        uuid: refunds.uuid,
        kind: refunds.kind,
        paymentReference: payments.providerReference,
        amountCents: refunds.amountCents,
      })
      .from(refunds)
      .innerJoin(payments, eq(payments.uuid, refunds.paymentUuid))
      .where(and(eq(refunds.orderUuid, order.uuid), eq(refunds.status, 'pending')));
    return {
      order,
      claims: claims.map((claim) => ({
        ...claim,
        paymentReference: claim.paymentReference ?? '',
      })),
    };
  });
}

/**
 * The provider's answer to a claimed refund. No answer (null: the provider could not be
 * reached) keeps the refund pending but ends the claim, so a retry asks again at once with the
 * same idempotency key.
 */
export async function recordRefundOutcome(
  db: Database | Transaction,
  claim: RefundClaim,
  answer: RefundOutcome | null,
): Promise<void> {
  await db
    .update(refunds)
    .set(
      answer
        ? { status: answer.outcome, providerReference: answer.reference, claimedUntil: null }
        : { claimedUntil: null },
    )
    .where(and(eq(refunds.uuid, claim.uuid), eq(refunds.status, 'pending')));
}

/** Whether a completed payment of the order is still not covered by a refund. */
export async function hasUnrefundedPayment(tx: Transaction, orderUuid: string): Promise<boolean> {
  return (await paymentsToRefund(tx, orderUuid)).length > 0;
}

/**
 * The money the order's refunds give back: accepted or paid, never the refused ones, nor a
 * released authorization (nothing was taken).
 */
export async function refundedCents(
  db: Pick<Database, 'select'>,
  orderUuid: string,
): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderUuid, orderUuid),
        eq(refunds.kind, 'refund'),
        ne(refunds.status, 'failed'),
        ne(refunds.status, 'pending'),
      ),
    );
  return Number(row?.cents ?? 0);
}
