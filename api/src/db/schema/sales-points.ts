import { doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { OpeningHours } from '@shop/contracts/api';
import { brands } from './catalogue';

// A sales point's week is part of the store locator's answer (@shop/contracts/api).
export type { OpeningHours, Weekday } from '@shop/contracts/api';

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
