import { boolean, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { productGroups, products, type LocalizedText } from './catalogue';

/** Two groups that cannot be chosen together; stored once per pair, read both ways. */
export const productGroupConflicts = pgTable(
  'product_group_conflicts',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => productGroups.id, { onDelete: 'cascade' }),
    conflictingGroupId: integer('conflicting_group_id')
      .notNull()
      .references(() => productGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.conflictingGroupId] })],
);

/** A card with a personal text; its images are generated (/media/wish-cards/{id}…svg). */
export const wishCards = pgTable('wish_cards', {
  id: serial('id').primaryKey(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  /** 10 for small and big cards, 11 for funeral cards (ADR 0011). */
  productGroupId: integer('product_group_id')
    .notNull()
    .references(() => productGroups.id),
  size: text('size').$type<'small' | 'big' | 'funeral'>().notNull(),
  colour: text('colour').notNull(),
  isHandwritten: boolean('is_handwritten').notNull().default(false),
  /** Price including VAT, in cents. */
  priceCents: integer('price_cents').notNull(),
  position: integer('position').notNull().default(0),
});

/** The upsell items offered with a product (items are products of an upsell group). */
export const productUpsells = pgTable(
  'product_upsells',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    upsellProductId: integer('upsell_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.upsellProductId] })],
);

/** Products that go well with a product (POST /catalogue/combination-info). */
export const productCombinations = pgTable(
  'product_combinations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    combinedProductId: integer('combined_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.combinedProductId] })],
);
