import fp from 'fastify-plugin';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { CompanyReportInput } from '@shop/contracts/schemas';
import type { Database } from '../../../db/database';
import { companyReports, orderLines, orders } from '../../../db/schema';
import type { OrderLineDesign } from '../../../db/schema/orders';
import { personalizationSummary, reportRowOf } from '../../../domain/report/report-rows';
import type { Customer } from '../accounts/customer-repository';
import { iri } from '../../../http/iri';

/** More orders than this in one report is a period chosen by mistake (and a slow download). */
export const REPORT_MAX_ROWS = 20_000;

/** Order dates are the shop's days: a day starts at midnight in the Netherlands and Belgium. */
const SHOP_TIME_ZONE = 'Europe/Amsterdam';
const startOfDay = (day: string) => sql`(${day}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;
const startOfNextDay = (day: string) =>
  sql`(${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`;

export type ReportRepository = ReturnType<typeof reportRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    reports: ReportRepository;
  }
}

const historyColumns = {
  uuid: companyReports.uuid,
  name: companyReports.name,
  from: companyReports.from,
  till: companyReports.till,
  createdByName: companyReports.createdByName,
  rowCount: companyReports.rowCount,
  createdAt: companyReports.createdAt,
};
export type ReportSummary = {
  [K in keyof typeof historyColumns]: (typeof companyReports.$inferSelect)[K];
};

export function reportView(report: ReportSummary) {
  const id = iri(`/report/company-report-customer-histories/${report.uuid}`);
  return {
    '@id': id,
    '@type': 'CompanyReportCustomerHistory',
    uuid: report.uuid,
    name: report.name,
    from: report.from,
    till: report.till,
    created_at: report.createdAt.toISOString(),
    created_by: report.createdByName,
    row_count: report.rowCount,
    downloads: { csv: `${id}/download?format=csv`, xlsx: `${id}/download?format=xlsx` },
  };
}

/** The personalized lines of these orders, per order, in their order (ADR 0028). */
async function designsOf(db: Database, orderUuids: string[]) {
  const byOrder = new Map<string, { productName: string; design: OrderLineDesign | null }[]>();
  if (!orderUuids.length) return byOrder;
  const lines = await db
    .select({
      orderUuid: orderLines.orderUuid,
      productName: orderLines.productName,
      design: orderLines.design,
    })
    .from(orderLines)
    .where(and(inArray(orderLines.orderUuid, orderUuids), isNotNull(orderLines.design)))
    .orderBy(asc(orderLines.position));
  for (const line of lines)
    byOrder.set(line.orderUuid, [...(byOrder.get(line.orderUuid) ?? []), line]);
  return byOrder;
}

/**
 * A company's reports (ADR 0017): every method takes the caller's company, so one company never
 * reaches another's reports or orders.
 */
export function reportRepository(db: Database) {
  return {
    /**
     * Makes and keeps a report of the company's orders placed in the period (drafts are not
     * orders yet), oldest first; null when the period holds more than REPORT_MAX_ROWS.
     */
    async create(
      maker: Pick<Customer, 'uuid' | 'fullname'>,
      companyUuid: string,
      input: CompanyReportInput,
    ) {
      const found = await db
        .select({
          uuid: orders.uuid,
          number: orders.number,
          orderedAt: orders.orderedAt,
          orderedBy: orders.orderedBy,
          status: orders.status,
          deliveryDate: orders.deliveryDate,
          deliveryAddress: orders.deliveryAddress,
          quantity: orders.quantity,
          total: orders.total,
        })
        .from(orders)
        .where(
          and(
            eq(orders.companyUuid, companyUuid),
            ne(orders.status, 'draft'),
            gte(orders.orderedAt, startOfDay(input.from)),
            lt(orders.orderedAt, startOfNextDay(input.till)),
          ),
        )
        .orderBy(asc(orders.orderedAt), asc(orders.number))
        .limit(REPORT_MAX_ROWS + 1);
      if (found.length > REPORT_MAX_ROWS) return null;
      const designs = await designsOf(
        db,
        found.map((order) => order.uuid),
      );
      const rows = found.map((order) =>
        reportRowOf(order, personalizationSummary(designs.get(order.uuid) ?? [])),
      );
      const [report] = await db
        .insert(companyReports)
        .values({
          companyUuid,
          createdByUuid: maker.uuid,
          createdByName: maker.fullname,
          name: input.name,
          from: input.from,
          till: input.till,
          rowCount: rows.length,
          rows,
        })
        .returning(historyColumns);
      return report!;
    },

    /** The company's reports, newest first, without their rows. */
    history(companyUuid: string) {
      return db
        .select(historyColumns)
        .from(companyReports)
        .where(eq(companyReports.companyUuid, companyUuid))
        .orderBy(desc(companyReports.createdAt), desc(companyReports.uuid));
    },

    /** One of the company's reports with its rows; null for another company's, as for none. */
    async find(companyUuid: string, uuid: string) {
      const [report] = await db
        .select()
        .from(companyReports)
        .where(and(eq(companyReports.uuid, uuid), eq(companyReports.companyUuid, companyUuid)));
      return report ?? null;
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('reports', reportRepository(app.db));
  },
  { name: 'report-repository', dependencies: ['db'] },
);
