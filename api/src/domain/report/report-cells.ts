import type { ReportRow } from './report-rows';
import type { ReportTexts } from './report-texts';

/** The columns of a report file, left to right. */
export const reportColumns = [
  'number',
  'ordered_at',
  'ordered_by',
  'status',
  'delivery_date',
  'delivery_city',
  'delivery_country',
  'quantity',
  'personalization',
  'total_excl_vat',
  'vat',
  'total_incl_vat',
] as const satisfies readonly (keyof ReportRow)[];

export const moneyColumns = new Set<string>(['total_excl_vat', 'vat', 'total_incl_vat']);

/**
 * Text that a spreadsheet would take for a formula (= + - @, or a tab or return before one)
 * gets a leading quote, so a shopper's `=HYPERLINK(…)` stays text (OWASP: CSV injection).
 */
export function spreadsheetSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The shop's days and clocks are Dutch and Belgian ones, wherever the server runs. */
const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as the shop's local time: `2026-05-31 14:03`. */
export function shopLocalTime(iso: string): string {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** One row's texts and numbers as a person reads them; numbers stay numbers (cents in euros). */
export function readableRow(row: ReportRow, texts: ReportTexts) {
  return {
    number: spreadsheetSafe(row.number),
    ordered_at: shopLocalTime(row.ordered_at),
    ordered_by: spreadsheetSafe(row.ordered_by),
    status: texts.statuses[row.status] ?? row.status,
    delivery_date: row.delivery_date,
    delivery_city: spreadsheetSafe(row.delivery_city),
    delivery_country: row.delivery_country,
    quantity: row.quantity,
    personalization: spreadsheetSafe(row.personalization ?? ''),
    total_excl_vat: row.total_excl_vat / 100,
    vat: row.vat / 100,
    total_incl_vat: row.total_incl_vat / 100,
  } satisfies Record<(typeof reportColumns)[number], string | number>;
}
