import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** Texts per locale ({'nl-nl': ..., 'fr-be': ..., 'en-us': ...}); nl-nl is always present. */
export type LocalizedText = Record<string, string>;

export const occasions = [
  'any',
  'love',
  'birthday',
  'thanks',
  'congratulations',
  'get-well',
  'sympathy',
] as const;
export type Occasion = (typeof occasions)[number];

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
  vatClass: text('vat_class').$type<'reduced' | 'standard'>().notNull(),
  colour: text('colour').notNull(),
  shape: text('shape').$type<'bouquet' | 'plant' | 'gift' | 'wreath'>().notNull(),
  /** What the product is typically sent for; 'any' when it suits every occasion. */
  occasion: text('occasion').$type<Occasion>().notNull().default('any'),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productVariations = pgTable('product_variations', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  sku: text('sku').notNull().unique(),
  properties: jsonb('properties').$type<Record<string, LocalizedText>>().notNull(),
  orderable: boolean('orderable').notNull().default(true),
  /** Price including VAT, in cents. */
  priceCents: integer('price_cents').notNull(),
});

export const carts = pgTable('carts', {
  uuid: uuid('uuid')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  secretHash: text('secret_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    cartUuid: uuid('cart_uuid')
      .notNull()
      .references(() => carts.uuid, { onDelete: 'cascade' }),
    variationId: integer('variation_id')
      .notNull()
      .references(() => productVariations.id),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('cart_lines_cart_variation').on(table.cartUuid, table.variationId)],
);

export const giftCards = pgTable('gift_cards', {
  id: serial('id').primaryKey(),
  cardNumber: text('card_number').notNull().unique(),
  /** scrypt hash of the verification code: `salt:hash`, both hex. */
  verificationCodeHash: text('verification_code_hash').notNull(),
  balanceCents: integer('balance_cents').notNull(),
  currency: text('currency').notNull().default('EUR'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});
