import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders, payments } from './orders';

/**
 * Money given back through the payment provider when staff cancel a paid order; a refused
 * refund is kept too, so a retry after it can be told from a first attempt.
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
    status: text('status').$type<'completed' | 'failed'>().notNull(),
    providerReference: text('provider_reference'),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refunds_order').on(table.orderUuid),
    index('refunds_payment').on(table.paymentUuid),
  ],
);
