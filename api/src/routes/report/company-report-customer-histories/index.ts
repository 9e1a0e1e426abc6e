import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { companyReportSchema, type CompanyReportInput } from '@shop/contracts/schemas';
import { collection, JSON_LD, sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { REPORT_MAX_ROWS, reportView } from '../../../plugins/app/companies/report-repository';
import { reportCsv } from '../../../domain/report/report-csv';
import { reportXlsx } from '../../../domain/report/report-xlsx';
import { reportFileName } from '../../../domain/report/report-file-name';
import { reportTexts } from '../../../domain/report/report-texts';
import { contextIri } from '../../../http/iri';
import { file, jsonLd } from '../../../http/answers';
import { error } from '../../../schemas/answers/hydra';
import { reportListSchema, reportSchema } from '../../../schemas/answers/account';

const BASE = '/report/company-report-customer-histories';
const reportParams = valibotSchema(
  v.object({ uuid: v.pipe(v.string(), v.uuid('validation.invalidValue')) }),
);
const downloadQuery = valibotSchema(
  v.object({ format: v.optional(v.picklist(['csv', 'xlsx'], 'validation.invalidValue'), 'csv') }),
);
const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Reports are a company's: a private customer (no company) has none to see or make. */
async function requireCompany(request: FastifyRequest, reply: FastifyReply) {
  if (!request.customer?.companyUuid) return sendError(reply, 404, 'errors.notFoundResource');
}

/** The spec's company report customer histories (reports.read): make, list, download. */
const notOwnCompany = error(404, 'The caller belongs to no company');

export default async function companyReportRoutes(app: FastifyInstance) {
  const company = (request: FastifyRequest) => request.customer!.companyUuid!;
  const own = { preHandler: requireCompany };

  app.post<{ Body: CompanyReportInput }>(
    '',
    {
      schema: {
        answers: {
          201: jsonLd(reportSchema, 'The report'),
          404: notOwnCompany,
          422: error(422, 'The report would have too many rows'),
        },
        tags: ['report'],
        summary:
          'Make a report of the company’s orders placed from `from` till `till` (YYYY-MM-DD, Dutch time, both included; drafts left out); answers 201 with it',
        body: valibotSchema(companyReportSchema),
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      ...own,
    },
    async (request, reply) => {
      const report = await app.reports.create(request.customer!, company(request), request.body);
      if (!report) return sendError(reply, 422, 'errors.reportTooLarge', { max: REPORT_MAX_ROWS });
      return reply
        .code(201)
        .type(JSON_LD)
        .send({ '@context': contextIri('CompanyReportCustomerHistory'), ...reportView(report) });
    },
  );

  app.get(
    '',
    {
      schema: {
        answers: { 200: jsonLd(reportListSchema, 'The reports'), 404: notOwnCompany },
        tags: ['report'],
        summary: 'The company’s reports, newest first',
      },
      ...own,
    },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(
          collection(
            'CompanyReportCustomerHistory',
            BASE,
            (await app.reports.history(company(request))).map(reportView),
          ),
        ),
  );

  app.get<{ Params: { uuid: string }; Querystring: { format: 'csv' | 'xlsx' } }>(
    '/:uuid/download',
    {
      schema: {
        answers: {
          200: [
            file('text/csv', 'The report as CSV'),
            file(
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'The report as XLSX',
            ),
          ],
        },
        tags: ['report'],
        summary:
          'One of the company’s reports as a file: CSV (UTF-8 with BOM, `;`, decimal comma, as Dutch Excel reads it) or XLSX, headings in the caller’s language',
        params: reportParams,
        querystring: downloadQuery,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      ...own,
    },
    async (request, reply) => {
      const report = await app.reports.find(company(request), request.params.uuid);
      // Another company's report and no report at all look alike.
      if (!report) return sendError(reply, 404, 'errors.notFoundResource');
      const { format } = request.query;
      const texts = reportTexts[request.locale];
      const file =
        format === 'xlsx'
          ? await reportXlsx(report, report.rows, texts)
          : reportCsv(report.rows, texts);
      return reply
        .type(contentTypes[format])
        .header('content-disposition', reportFileName(report, format).contentDisposition)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
}
