import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The shop's own staff (ADR 0039): a principal of its own, never a customer. They sign in
 * through the `shop-backoffice` client only, and their permissions are the back office's
 * (domain/staff-permissions), not a company's.
 */
export const staffMembers = pgTable('staff_members', {
  uuid: uuid('uuid')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Always stored lower-cased, so the unique index is case-blind. */
  email: text('email').notNull().unique(),
  /** argon2id PHC string, as customers' passwords. */
  passwordHash: text('password_hash').notNull(),
  fullname: text('fullname').notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  /** A staff member who left: their tokens stop working at once, their history stays. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
