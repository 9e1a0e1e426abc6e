import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RefundKind, RefundStatus } from '../../domain/payment/payment-provider';
import { orders, payments } from './orders';

/**
 * Money given back through the payment provider when staff cancel a paid order (ADR 0039, 0048).
 * A refund is claimed ('pending') in a short transaction before the provider is asked, so the
 * order's row is never locked while the provider answers; the partial unique index lets a
 * payment have one live refund (pending, processing or completed) at most, so two cancels at
 * once cannot both claim it. Refused refunds are kept, so a retry can be told from a first
 * attempt. The row's uuid is the provider's idempotency key: asking again for a 'pending' refund
 * (after a crash or a timeout) can never pay twice. An authorized payment nothing was taken from
 * is not refunded but released (`kind`, ADR 0052), claimed and asked for the same way.
 */
export const refunds = pgTable(
  'refunds',
  {
    uuid: uuid('uuid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    paymentUuid: uuid('payment_uuid')
      .notNull()
      .references(() => payments.uuid, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** A refund gives money back; a release lets an authorization go, and gives back nothing. */
    kind: text('kind').$type<RefundKind>().notNull().default('refund'),
    status: text('status').$type<RefundStatus>().notNull(),
    /**
     * While a cancel waits for the provider's answer: until then no other cancel asks for this
     * refund. Null once answered, or when the answer never came (a retry asks again).
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    providerReference: text('provider_reference'),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refunds_order').on(table.orderUuid),
    index('refunds_payment').on(table.paymentUuid),
    uniqueIndex('refunds_one_live_per_payment')
      .on(table.paymentUuid)
      .where(sql`${table.status} <> 'failed'`),
  ],
);
