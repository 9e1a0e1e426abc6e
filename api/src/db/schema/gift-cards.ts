import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orderLines, orders } from './orders';

/**
 * A gift card: the demo's, or one bought in the shop (ADR 0021). A bought card is issued without
 * a code when its order is paid; the code is made, hashed and mailed in one step, so the plain
 * code is never stored and a failed mail only means a later try with a new code.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    cardNumber: text('card_number').notNull().unique(),
    /** argon2id hash of the verification code (PHC string); null until its mail went out. */
    verificationCodeHash: text('verification_code_hash'),
    balanceCents: integer('balance_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The order that bought it (null for cards sold elsewhere). */
    orderUuid: uuid('order_uuid').references(() => orders.uuid, { onDelete: 'set null' }),
    orderLineId: integer('order_line_id').references(() => orderLines.id, {
      onDelete: 'set null',
    }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the number and code were mailed to the buyer; null: still to send. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** Failed mail attempts, so a mail server that is down is retried, not hammered. */
    mailAttempts: integer('mail_attempts').notNull().default(0),
  },
  (table) => [
    index('gift_cards_order').on(table.orderUuid),
    // The delivery round (every few seconds, per instance) asks only for cards still to mail.
    index('gift_cards_unsent')
      .on(table.orderUuid)
      .where(sql`${table.mailedAt} is null and ${table.orderUuid} is not null`),
  ],
);
