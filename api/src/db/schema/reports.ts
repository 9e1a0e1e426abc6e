import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReportRow } from '../../domain/report/report-rows';
import { companies, customers } from './accounts';

/**
 * A company's report of the orders placed in a period (spec §3 'Report', 'Report history'). The
 * rows are kept as they were when it was made, so every download of it says the same, whatever
 * happens to the orders afterwards.
 */
export const companyReports = pgTable(
  'company_reports',
  {
    uuid: uuid('uuid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    companyUuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.uuid, { onDelete: 'cascade' }),
    createdByUuid: uuid('created_by_uuid').references(() => customers.uuid, {
      onDelete: 'set null',
    }),
    /** The maker's name then: it stays when they leave the company. */
    createdByName: text('created_by_name').notNull(),
    name: text('name').notNull(),
    from: date('from', { mode: 'string' }).notNull(),
    till: date('till', { mode: 'string' }).notNull(),
    rowCount: integer('row_count').notNull(),
    rows: jsonb('rows').$type<ReportRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_reports_company').on(table.companyUuid, table.createdAt)],
);
