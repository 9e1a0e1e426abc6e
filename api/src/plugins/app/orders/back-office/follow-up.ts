import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../../db/database';
import { captures, payments, refunds } from '../../../../db/schema';
import type { PaymentProvider } from '../../../../domain/payment/payment-provider';

// What the provider's webhook leads to besides the payment's own status (ADR 0052): the money
// being taken or given back settles later at the provider, which calls the payment's webhook.

/**
 * When the provider's webhook calls (ADR 0052): the payment's captures that are not settled here
 * yet, as the provider knows them now; matched by the provider's id or, for one whose answer was
 * lost, by the shop's id it was asked with. Each changes once (the update names the status it
 * found), so a repeated webhook changes nothing more. Answers the order's uuid when one changed.
 */
export async function followCaptures(
  db: Database,
  provider: PaymentProvider,
  paymentReference: string,
): Promise<string | null> {
  const open = await db
    .select({ capture: captures })
    .from(captures)
    .innerJoin(payments, eq(payments.uuid, captures.paymentUuid))
    .where(
      and(
        eq(payments.providerReference, paymentReference),
        inArray(captures.status, ['pending', 'processing']),
      ),
    );
  if (open.length === 0) return null;
  const known = await provider.captures(paymentReference);
  let changed: string | null = null;
  for (const { capture } of open) {
    const now = known.find(
      (found) => found.reference === capture.providerReference || found.key === capture.uuid,
    );
    if (!now || now.outcome === capture.status) continue;
    const [updated] = await db
      .update(captures)
      .set({
        status: now.outcome,
        providerReference: now.reference,
        claimedUntil: null,
        updatedAt: new Date(),
      })
      .where(and(eq(captures.uuid, capture.uuid), eq(captures.status, capture.status)))
      .returning({ orderUuid: captures.orderUuid });
    if (updated) changed = updated.orderUuid;
  }
  return changed;
}

/**
 * When the provider's webhook calls (ADR 0052): the payment's refunds the provider accepted
 * (`processing` here: Mollie's queued, pending and processing) as the provider knows them now,
 * to `completed` when refunded or `failed`. A refund still `pending` here is a cancel's that
 * waits for the provider's answer (ADR 0048) and is the cancel's to settle; it is left alone.
 * Each changes once, so a repeated webhook changes nothing more. Answers the order's uuid when
 * one changed.
 */
export async function followRefunds(
  db: Database,
  provider: PaymentProvider,
  paymentReference: string,
): Promise<string | null> {
  const open = await db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.uuid, refunds.paymentUuid))
    .where(and(eq(payments.providerReference, paymentReference), eq(refunds.status, 'processing')));
  if (open.length === 0) return null;
  const known = await provider.refunds(paymentReference);
  let changed: string | null = null;
  for (const { refund } of open) {
    const now = known.find((found) => found.reference === refund.providerReference);
    if (!now || now.outcome === 'processing') continue;
    const [updated] = await db
      .update(refunds)
      .set({ status: now.outcome })
      .where(and(eq(refunds.uuid, refund.uuid), eq(refunds.status, 'processing')))
      .returning({ orderUuid: refunds.orderUuid });
    if (updated) changed = updated.orderUuid;
  }
  return changed;
}
