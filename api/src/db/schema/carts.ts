import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { productVariations } from './catalogue';
import { wishCards } from './product-options';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const carts = pgTable('carts', {
  uuid: uuid('uuid')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  secretHash: text('secret_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A letter uploaded for a cart, kept in the database (ADR 0011): every API instance sees it
 * (ADR 0010 allows no shared disk), and it goes when the cart goes.
 */
export const cartLetters = pgTable(
  'cart_letters',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    cartUuid: uuid('cart_uuid')
      .notNull()
      .references(() => carts.uuid, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** A letter to send along, or a photo for a personalization's design (ADR 0028). */
    kind: text('kind').$type<'letter' | 'photo'>().notNull().default('letter'),
    /** Decided from the content's magic bytes, never from what the browser claimed. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cart_letters_cart').on(table.cartUuid)],
);

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
    cardId: integer('card_id').references(() => wishCards.id),
    cardText: text('card_text'),
    personalization: boolean('personalization').notNull().default(false),
    letterId: uuid('letter_id').references(() => cartLetters.id, { onDelete: 'set null' }),
    /** The personalization's design (ADR 0028): one text per line of the product's rules. */
    designLines: jsonb('design_lines').$type<string[]>(),
    designPhotoId: uuid('design_photo_id').references(() => cartLetters.id, {
      onDelete: 'set null',
    }),
    /**
     * A digest of the options (card, text, personalization, letter, upsells), '' for none:
     * adding the same choice again adds to its line, any other choice is a line of its own.
     */
    optionsKey: text('options_key').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('cart_lines_cart_variation_options').on(
      table.cartUuid,
      table.variationId,
      table.optionsKey,
    ),
  ],
);

/** Upsell items on a line, each with its own variation, quantity and optional text. */
export const cartLineUpsells = pgTable(
  'cart_line_upsells',
  {
    id: serial('id').primaryKey(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => cartLines.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id')
      .notNull()
      .references(() => productVariations.id),
    quantity: integer('quantity').notNull(),
    text: text('text'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('cart_line_upsells_line').on(table.lineId)],
);
