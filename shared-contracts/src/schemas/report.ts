import * as v from 'valibot';
import { daySchema } from './order';

/** A report covers at most this many years: enough for a year-on-year look, never the whole shop. */
export const REPORT_MAX_YEARS = 3;
export const REPORT_NAME_MAX_LENGTH = 100;

/** The day `years` later (29 February plus one year is 1 March); null for no day at all. */
function yearsLater(day: string, years: number): string | null {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

const requiredDay = v.pipe(
  v.string('validation.required'),
  v.nonEmpty('validation.required'),
  daySchema,
);

/**
 * POST /report/company-report-customer-histories (spec §3 'Report: name, from, till'): the
 * company's orders placed from `from` till `till` (shop days, both included).
 */
export const companyReportSchema = v.pipe(
  v.strictObject({
    name: v.pipe(
      v.string('validation.required'),
      v.trim(),
      v.nonEmpty('validation.required'),
      v.maxLength(REPORT_NAME_MAX_LENGTH, 'validation.maxLength'),
      // It becomes a file name and a line in a spreadsheet: no tabs, line breaks or the like.
      v.regex(/^[^\p{Cc}]*$/u, 'validation.invalidValue'),
    ),
    from: requiredDay,
    till: requiredDay,
  }),
  v.forward(
    v.partialCheck([['from'], ['till']], ({ from, till }) => from <= till, 'validation.dateRange'),
    ['till'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['till']],
      // A `from` that is no day has its own message; the period is checked between real days.
      ({ from, till }) => {
        const limit = yearsLater(from, REPORT_MAX_YEARS);
        return limit === null || till < limit;
      },
      'validation.reportPeriod',
    ),
    ['till'],
  ),
);
export type CompanyReportInput = v.InferOutput<typeof companyReportSchema>;
