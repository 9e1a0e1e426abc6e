import { http, type HydraCollection } from '@shop/shared-http';
import type { CompanyReportInput } from '@shop/contracts/schemas';

export const REPORTS_ENDPOINT = '/report/company-report-customer-histories';
export const reportFormats = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** A report in the company's history (api/README.md): its rows come only with a download. */
export interface Report {
  uuid: string;
  name: string;
  from: string;
  till: string;
  created_at: string;
  created_by: string;
  row_count: number;
}

export const reportsApi = {
  /** The company's reports, newest first; throws ApiError when it fails. */
  history: async (signal?: AbortSignal) =>
    (await http().request<HydraCollection<Report>>(REPORTS_ENDPOINT, { signal }))['hydra:member'],
  create: (input: CompanyReportInput) => http().create<Report>(REPORTS_ENDPOINT, input),
  /** The file and the name the API gives it (Content-Disposition). */
  download: (uuid: string, format: ReportFormat) =>
    http().download(`${REPORTS_ENDPOINT}/${encodeURIComponent(uuid)}/download?format=${format}`),
};
