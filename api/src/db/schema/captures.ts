import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CaptureStatus } from '../../domain/payment/payment-provider';
import { orders, payments } from './orders';

/**
 * The money of an authorized payment (Riverty's) taken when its order ships (ADR 0052), as a
 * refund is given back (ADR 0048): claimed ('pending') in the transaction that ships the order,
 * so the provider is never asked while the order's row is locked; asked with the row's uuid as
 * idempotency key, so asking again after a timeout or a crash never takes the money twice; one
 * live capture (pending, processing or completed) per payment. A capture the provider did not
 * answer stays pending with its claim ended, and is asked again (capture-retry.ts); a refused
 * one is kept, for staff to see.
 */
export const captures = pgTable(
  'captures',
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
    status: text('status').$type<CaptureStatus>().notNull(),
    /** While someone waits for the provider's answer; null once answered or given up on. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    providerReference: text('provider_reference'),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('captures_order').on(table.orderUuid),
    uniqueIndex('captures_one_live_per_payment')
      .on(table.paymentUuid)
      .where(sql`${table.status} <> 'failed'`),
    // What the retry looks for: the captures nobody has an answer for.
    index('captures_unanswered')
      .on(table.claimedUntil)
      .where(sql`${table.status} = 'pending'`),
  ],
);
