import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type GiftCardLookupOutcome =
  'found' | 'unknown-card' | 'wrong-code' | 'locked' | 'card-limited';

/**
 * Every balance lookup that reached the card check (ADR 0019). The card number and the
 * client's address are kept only as keyed hashes (HMAC), the code never: the log shows who
 * tried which card how often without holding anything worth stealing.
 */
export const giftCardLookups = pgTable(
  'gift_card_lookups',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    cardNumberHash: text('card_number_hash').notNull(),
    /** The last four digits, so support can talk about a card with its owner. */
    cardNumberMasked: text('card_number_masked').notNull(),
    clientAddressHash: text('client_address_hash').notNull(),
    outcome: text('outcome').$type<GiftCardLookupOutcome>().notNull(),
  },
  (table) => [index('gift_card_lookups_card_at').on(table.cardNumberHash, table.at)],
);

/**
 * A card that had too many wrong codes: until `locked_until` every lookup of it answers
 * 'unknown', even with the right code. In the database so that it holds on every instance.
 */
export const giftCardLockouts = pgTable('gift_card_lockouts', {
  cardNumberHash: text('card_number_hash').primaryKey(),
  lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});
