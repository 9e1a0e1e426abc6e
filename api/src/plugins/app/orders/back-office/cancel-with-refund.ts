import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../../db/database';
import { orders, payments } from '../../../../db/schema';
import { TransitionRefused, canApply } from '../../../../domain/order/order-status';
import type { PaymentProvider, RefundOutcome } from '../../../../domain/payment/payment-provider';
import { record, releaseStock, type OrderRow } from '../order-repository';
import {
  claimRefunds,
  hasUnrefundedPayment,
  recordRefundOutcome,
  refundedCents,
  type RefundClaim,
} from './refund-claims';

export class RefundFailed extends Error {
  constructor(readonly orderNumber: string) {
    super(`The provider did not refund a payment of ${orderNumber}`);
    this.name = 'RefundFailed';
  }
}

/**
 * How often a cancel starts again when a payment completed while the provider was refunding the
 * others (a webhook in between): rare, and each round refunds only what is new.
 */
const CANCEL_ROUNDS = 3;

interface Answered {
  claim: RefundClaim;
  /** Null when the provider could not be reached: unknown whether the money went. */
  answer: RefundOutcome | null;
}

const given = ({ answer }: Answered) =>
  answer?.outcome === 'completed' || answer?.outcome === 'processing';

/** Asks the provider for each claimed refund (or release), with no transaction open. */
async function askProvider(
  provider: PaymentProvider,
  order: OrderRow,
  claims: RefundClaim[],
  log: FastifyBaseLogger,
): Promise<Answered[]> {
  const answered: Answered[] = [];
  for (const claim of claims) {
    try {
      const answer =
        claim.kind === 'release'
          ? await provider.release({
              reference: claim.paymentReference,
              idempotencyKey: claim.uuid,
            })
          : await provider.refund({
              reference: claim.paymentReference,
              amountCents: claim.amountCents,
              orderNumber: order.number,
              idempotencyKey: claim.uuid,
            });
      answered.push({ claim, answer });
    } catch (error) {
      log.error({ order: order.number, refund: claim.uuid, err: error }, 'refund not answered');
      answered.push({ claim, answer: null });
    }
  }
  return answered;
}

/**
 * The second short transaction: the provider's answers on record and, once every payment is
 * refunded, the cancel itself. Until this commits the refunds are pending, which holds back
 * every fulfilment move (move-order.ts), so the order is still cancelable here. Answers
 * 'again' when a payment completed meanwhile (a webhook) and must be refunded first.
 */
async function applyCancel(
  db: Database,
  uuid: string,
  actor: string,
  reason: string,
  answered: Answered[],
) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.uuid, uuid)).for('update');
    if (!order) return null;
    for (const { claim, answer } of answered) await recordRefundOutcome(tx, claim, answer);
    if (!answered.every(given)) return 'refused' as const;
    // A payment's webhook or an approver may have moved it meanwhile: the refunds stay on record.
    if (!canApply(order.status, 'cancel')) return new TransitionRefused('cancel', order.status);
    if (await hasUnrefundedPayment(tx, order.uuid)) return 'again' as const;
    // Waiting payments are given up; authorized ones were released just now.
    await tx
      .update(payments)
      .set({ status: 'canceled', redirectUrl: null, updatedAt: new Date() })
      .where(
        and(
          eq(payments.orderUuid, order.uuid),
          inArray(payments.status, ['pending', 'action-required', 'authorized']),
        ),
      );
    await record(tx, order, 'cancel', actor, reason);
    await releaseStock(tx, order.uuid);
    const [after] = await tx.select().from(orders).where(eq(orders.uuid, uuid));
    return { before: order, after: after! };
  });
}

/**
 * Staff cancel an order (ADR 0015's `cancel`, ADR 0039): what was paid goes back through the
 * provider, an authorized payment's hold is released (ADR 0052), a payment still waiting is
 * given up, the stock goes back once. The order's row is
 * never locked while the provider answers (ADR 0048): the refunds are claimed in one short
 * transaction, the provider is asked with none open, and the cancel is applied in a second.
 * A second cancel meanwhile is refused (`RefundUnderWay`) and a fulfilment move waits for the
 * outcome. When the provider refuses a refund or does not answer, the order is not canceled,
 * the refund stays on record (failed, or pending to be asked again with the same key) and a
 * retry refunds only what is still to refund. `refunded` is what the refunds give back.
 */
export async function cancelWithRefund(
  db: Database,
  provider: PaymentProvider,
  uuid: string,
  actor: string,
  reason: string,
  log: FastifyBaseLogger,
): Promise<{ before: OrderRow; after: OrderRow; refundedCents: number } | null> {
  for (let round = 1; ; round += 1) {
    const claimed = await claimRefunds(db, uuid, actor);
    if (!claimed) return null;
    const answered = await askProvider(provider, claimed.order, claimed.claims, log);
    const outcome = await applyCancel(db, uuid, actor, reason, answered);
    if (outcome instanceof TransitionRefused) throw outcome;
    if (outcome === 'refused') throw new RefundFailed(claimed.order.number);
    if (outcome !== 'again')
      return outcome && { ...outcome, refundedCents: await refundedCents(db, uuid) };
    if (round === CANCEL_ROUNDS) throw new RefundFailed(claimed.order.number);
  }
}
