import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Texts per locale ({'nl-nl': ..., 'fr-be': ..., 'en-us': ...}); nl-nl is always present. */
export type LocalizedText = Record<string, string>;

/** A product's personalization: its text lines (label, limit, required) and whether a photo goes on it. */
export interface PersonalizationRules {
  lines: { labels: LocalizedText; maxLength: number; required: boolean }[];
  photo: { required: boolean } | null;
}

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

/**
 * What kind of orderable thing something is (ADR 0011): a product's main group, wish cards,
 * personalization, the letter, upsell items. Conflicts between groups decide what cannot go
 * together. The ids are fixed by the ADR and written by the migration, not by the demo seed.
 */
export const productGroups = pgTable('product_groups', {
  id: integer('id').primaryKey(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  productGroupId: integer('product_group_id')
    .notNull()
    .references(() => productGroups.id),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
  /** Empty when the product has none: the name and description stand in. */
  metaTitles: jsonb('meta_titles').$type<LocalizedText>().notNull().default({}),
  metaDescriptions: jsonb('meta_descriptions').$type<LocalizedText>().notNull().default({}),
  vatClass: text('vat_class').$type<'reduced' | 'standard' | 'none'>().notNull(),
  colour: text('colour').notNull(),
  shape: text('shape').$type<'bouquet' | 'plant' | 'gift' | 'wreath' | 'giftcard'>().notNull(),
  /** What the product is typically sent for; 'any' when it suits every occasion. */
  occasion: text('occasion').$type<Occasion>().notNull().default('any'),
  /** How many generated views the product has (2–4): /media/products/{slug}-{n}.svg. */
  imageCount: integer('image_count').notNull().default(2),
  /** Whether a wish card may go with it (which cards follows from the product group). */
  wishCards: boolean('wish_cards').notNull().default(true),
  /** Price including VAT in cents; null when the product cannot be personalized. */
  personalizationPriceCents: integer('personalization_price_cents'),
  personalizationRequired: boolean('personalization_required').notNull().default(false),
  /** What the shopper fills in when personalizing (ADR 0028); null: one free text line. */
  personalizationDesign: jsonb('personalization_design').$type<PersonalizationRules>(),
  /** Price including VAT in cents; null when no letter can go with the product. */
  letterPriceCents: integer('letter_price_cents'),
  /** As an upsell item: the text it may carry (a balloon's print); null when none. */
  textInputLabels: jsonb('text_input_labels').$type<LocalizedText>(),
  textInputMaxLength: integer('text_input_max_length'),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A property variations differ in (size, colour, vase), with how the page offers it. */
export const variationProperties = pgTable('variation_properties', {
  id: text('id').primaryKey(),
  descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
  type: text('type').$type<'select' | 'colour'>().notNull(),
  position: integer('position').notNull().default(0),
});

export const productVariations = pgTable('product_variations', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  sku: text('sku').notNull().unique(),
  /** Per property id, the value's label in every language ({size: {'nl-nl': 'Klein', …}}). */
  properties: jsonb('properties').$type<Record<string, LocalizedText>>().notNull(),
  /** Per property id, the value's code ({size: 'S', vase: 'glass'}): what the page narrows on. */
  propertyValues: jsonb('property_values').$type<Record<string, string>>().notNull().default({}),
  orderable: boolean('orderable').notNull().default(true),
  /** Price including VAT, in cents. */
  priceCents: integer('price_cents').notNull(),
  /**
   * Items left to sell; null for what florists make to order. Placing an order takes its
   * quantity off in the same transaction; a canceled or unpaid order gives it back (ADR 0015).
   */
  stock: integer('stock'),
});
