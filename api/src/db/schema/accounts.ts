import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffMembers } from './staff-members';

export const companies = pgTable('companies', {
  uuid: uuid('uuid')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  chamberOfCommerceNumber: text('chamber_of_commerce_number'),
  vatNumber: text('vat_number'),
  /** When customer service approved buying on account (invoice); null: pay at checkout. */
  onAccountApprovedAt: timestamp('on_account_approved_at', { withTimezone: true }),
  /** Orders whose total incl. VAT is above this need an approver first; null: none do (ADR 0015). */
  approvalThresholdCents: integer('approval_threshold_cents'),
  /** Roles whose every order needs an approver, whatever its amount (ADR 0017). */
  approvalRoles: jsonb('approval_roles').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const customers = pgTable('customers', {
  uuid: uuid('uuid')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Always stored lower-cased (the schemas lower-case it), so the unique index is case-blind. */
  email: text('email').notNull().unique(),
  /** argon2id PHC string. */
  passwordHash: text('password_hash').notNull(),
  fullname: text('fullname').notNull(),
  /** Personal information (spec §3 Account): both optional; the language is a shop locale. */
  birthdate: date('birthdate', { mode: 'string' }),
  preferredLanguage: text('preferred_language').$type<'nl-nl' | 'nl-be' | 'fr-be' | 'en-us'>(),
  customerType: text('customer_type').$type<'private' | 'business'>().notNull(),
  /** The company a business customer acts for (null for a private customer). */
  companyUuid: uuid('company_uuid').references(() => companies.uuid, { onDelete: 'set null' }),
  /**
   * The user's effective permissions: the union of their company roles' (ADR 0017), kept here so
   * every request reads them in one query; recomputed whenever roles or rights change.
   */
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  /** The company roles a business user holds (codes from domain/company-roles). */
  companyRoles: jsonb('company_roles').$type<string[]>().notNull().default([]),
  /** A deactivated user cannot sign in; their orders stay. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each company's copy of the role table: which permissions each role holds there (ADR 0017). */
export const companyRoles = pgTable(
  'company_roles',
  {
    companyUuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.uuid, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyUuid, table.code] })],
);

export const oauthClients = pgTable('oauth_clients', {
  id: text('id').primaryKey(),
  /** SHA-256 (hex) of the secret; null for a public client such as the web shop. */
  secretHash: text('secret_hash'),
  grants: jsonb('grants').$type<string[]>().notNull(),
  redirectUris: jsonb('redirect_uris').$type<string[]>().notNull().default([]),
  /** The scopes the client may ask for (ADR 0039: `fulfilment` for the fulfilment system). */
  scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
});

export const oauthRefreshTokens = pgTable(
  'oauth_refresh_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** SHA-256 (hex) of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Every token rotated from one sign-in shares this id; reuse of an old one revokes them all. */
    familyId: uuid('family_id').notNull(),
    /** Whose sign-in it is: a customer's or a staff member's (ADR 0048), never both. */
    customerUuid: uuid('customer_uuid').references(() => customers.uuid, { onDelete: 'cascade' }),
    staffUuid: uuid('staff_uuid').references(() => staffMembers.uuid, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    scope: text('scope'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * When the whole sign-in ends however often it is refreshed: staff's working day (ADR 0048).
     * Every token of a family carries the first one's; null for customers' (no such bound).
     */
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('oauth_refresh_tokens_family').on(table.familyId),
    index('oauth_refresh_tokens_customer').on(table.customerUuid),
    index('oauth_refresh_tokens_staff').on(table.staffUuid),
    check(
      'oauth_refresh_tokens_one_owner',
      sql`num_nonnulls(${table.customerUuid}, ${table.staffUuid}) = 1`,
    ),
  ],
);

export const oauthAuthorizationCodes = pgTable('oauth_authorization_codes', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** SHA-256 (hex) of the code. */
  codeHash: text('code_hash').notNull().unique(),
  clientId: text('client_id')
    .notNull()
    .references(() => oauthClients.id, { onDelete: 'cascade' }),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  codeChallengeMethod: text('code_challenge_method').notNull(),
  customerUuid: uuid('customer_uuid')
    .notNull()
    .references(() => customers.uuid, { onDelete: 'cascade' }),
  scope: text('scope'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A password reset link: the token is mailed, only its SHA-256 is kept; single use, expiring. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull().unique(),
    customerUuid: uuid('customer_uuid')
      .notNull()
      .references(() => customers.uuid, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_customer').on(table.customerUuid)],
);

/**
 * The `activity` of a lockable item (spec: lock event, user, timestamp, expires_at), keyed by the
 * item's IRI so every lockable resource shares one mechanism. A row is the current lock; unlock
 * deletes it and an expired row counts as no lock.
 */
export const itemActivities = pgTable('item_activities', {
  itemIri: text('item_iri').primaryKey(),
  event: text('event').$type<'lock'>().notNull(),
  customerUuid: uuid('customer_uuid')
    .notNull()
    .references(() => customers.uuid, { onDelete: 'cascade' }),
  timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * An address in a customer's or a company's address book (spec §3 Address). The address book
 * screens come with the account area; checkout offers these as delivery addresses.
 */
export const addresses = pgTable(
  'addresses',
  {
    uuid: uuid('uuid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    customerUuid: uuid('customer_uuid').references(() => customers.uuid, { onDelete: 'cascade' }),
    companyUuid: uuid('company_uuid').references(() => companies.uuid, { onDelete: 'cascade' }),
    attn: text('attn').notNull().default(''),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    companyName: text('company_name').notNull().default(''),
    street: text('street').notNull(),
    housenumber: text('housenumber').notNull(),
    housenumberAddition: text('housenumber_addition').notNull().default(''),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    /** An ISO code of `countries`; a delivery address's is one the shop delivers to. */
    country: text('country').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    newsletter: boolean('newsletter').notNull().default(false),
    deliveryAddress: boolean('delivery_address').notNull().default(true),
    isDefaultDeliveryAddress: boolean('is_default_delivery_address').notNull().default(false),
    isDefaultInvoiceAddress: boolean('is_default_invoice_address').notNull().default(false),
    isCompanyMainAddress: boolean('is_company_main_address').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_customer').on(table.customerUuid),
    index('addresses_company').on(table.companyUuid),
  ],
);
