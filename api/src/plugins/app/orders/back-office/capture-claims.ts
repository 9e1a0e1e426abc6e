import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../../../db/database';
import { captures, orders, payments } from '../../../../db/schema';
import type { CaptureOutcome, PaymentProvider } from '../../../../domain/payment/payment-provider';
import type { OrderRow } from '../order-repository';

/**
 * How long the one who claimed a capture may wait for the provider before the retry asks again
 * (with the same idempotency key, so never taking the money twice): longer than any call takes.
 */
export const CAPTURE_CLAIM_SECONDS = 120;

/** A capture the shop has claimed and now asks the provider for. */
export interface CaptureClaim {
  uuid: string;
  /** The provider's id of the authorized payment. */
  paymentReference: string;
  amountCents: number;
  orderNumber: string;
}

/**
 * In the transaction that ships the order (its row locked, ADR 0052): a pending capture for each
 * authorized payment of the order that no capture takes yet. The unique index on a payment's
 * live capture makes a second claim for the same payment impossible, however often shipping is
 * tried. The provider is asked only after this commits (`takeCaptures`).
 */
export async function claimCaptures(
  tx: Transaction,
  order: OrderRow,
  actor: string,
  now = new Date(),
): Promise<CaptureClaim[]> {
  const held = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderUuid, order.uuid),
        eq(payments.status, 'authorized'),
        sql`not exists (select 1 from ${captures} where ${captures.paymentUuid} = ${payments.uuid} and ${captures.status} <> 'failed')`,
      ),
    );
  if (held.length === 0) return [];
  const claimedUntil = new Date(now.getTime() + CAPTURE_CLAIM_SECONDS * 1000);
  const claimed = await tx
    .insert(captures)
    .values(
      held.map((payment) => ({
        orderUuid: order.uuid,
        paymentUuid: payment.uuid,
        amountCents: payment.amountCents,
        status: 'pending' as const,
        claimedUntil,
        actor,
      })),
    )
    .onConflictDoNothing()
    .returning();
  return claimed.map((capture) => ({
    uuid: capture.uuid,
    paymentReference: held.find((p) => p.uuid === capture.paymentUuid)?.providerReference ?? '',
    amountCents: capture.amountCents,
    orderNumber: order.number,
  }));
}

/**
 * The provider's answer to a claimed capture. No answer (null: the provider could not be asked)
 * keeps it pending but ends the claim, so the retry asks again at once with the same key.
 */
export async function recordCaptureOutcome(
  db: Database | Transaction,
  uuid: string,
  answer: CaptureOutcome | null,
): Promise<void> {
  const updatedAt = new Date();
  await db
    .update(captures)
    .set(
      answer
        ? {
            status: answer.outcome,
            providerReference: answer.reference,
            claimedUntil: null,
            updatedAt,
          }
        : { claimedUntil: null, updatedAt },
    )
    .where(and(eq(captures.uuid, uuid), eq(captures.status, 'pending')));
}

/**
 * Asks the provider for each claimed capture, with no transaction open (ADR 0048's rule for
 * calls to the provider), and keeps each answer. A refusal is kept for staff to see; a capture
 * the provider did not answer is asked again by the retry (capture-retry.ts).
 */
export async function takeCaptures(
  db: Database,
  provider: PaymentProvider,
  claims: CaptureClaim[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const claim of claims) {
    let answer: CaptureOutcome | null = null;
    try {
      answer = await provider.capture({
        reference: claim.paymentReference,
        amountCents: claim.amountCents,
        orderNumber: claim.orderNumber,
        idempotencyKey: claim.uuid,
      });
      if (answer.outcome === 'failed')
        log.error({ order: claim.orderNumber, capture: claim.uuid }, 'capture refused');
    } catch (error) {
      log.error(
        { order: claim.orderNumber, capture: claim.uuid, err: error },
        'capture not answered: asked again later',
      );
    }
    await recordCaptureOutcome(db, claim.uuid, answer);
  }
}

/**
 * The captures nobody has an answer for (the provider was down or slow, or the API stopped in
 * between) whose claim has run out: claimed again, a few at a time (SKIP LOCKED lets several API
 * instances share them), and asked again with their own key. Answers how many it asked for.
 */
export async function retryUnansweredCaptures(
  db: Database,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  now = new Date(),
  limit = 20,
): Promise<number> {
  const claims = await db.transaction(async (tx) => {
    const due = await tx
      .select({
        uuid: captures.uuid,
        paymentReference: payments.providerReference,
        amountCents: captures.amountCents,
        orderNumber: orders.number,
      })
      .from(captures)
      .innerJoin(payments, eq(payments.uuid, captures.paymentUuid))
      .innerJoin(orders, eq(orders.uuid, captures.orderUuid))
      .where(
        and(
          eq(captures.status, 'pending'),
          or(isNull(captures.claimedUntil), lt(captures.claimedUntil, now)),
        ),
      )
      .limit(limit)
      .for('update', { of: captures, skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(captures)
      .set({ claimedUntil: new Date(now.getTime() + CAPTURE_CLAIM_SECONDS * 1000) })
      .where(
        inArray(
          captures.uuid,
          due.map((capture) => capture.uuid),
        ),
      );
    return due.map((capture) => ({
      ...capture,
      paymentReference: capture.paymentReference ?? '',
    }));
  });
  await takeCaptures(db, provider, claims, log);
  return claims.length;
}
