import { doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { brands } from './catalogue';

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** Local times ('09:00'); null on a day the shop is closed. */
export type OpeningHours = Record<Weekday, { opens: string; closes: string } | null>;

/** A shop that sells the gift cards (the store locator's merchants, spec §3). */
export const salesPoints = pgTable(
  'sales_points',
  {
    id: serial('id').primaryKey(),
    merchantName: text('merchant_name').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    country: text('country').$type<'NL' | 'BE'>().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
  },
  // The bounding box around the searched point is what narrows the rows down.
  (table) => [index('sales_points_latitude_longitude_idx').on(table.latitude, table.longitude)],
);
