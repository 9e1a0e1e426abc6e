import { moneyColumns, readableRow, reportColumns } from './report-cells';
import type { ReportRow } from './report-rows';
import type { ReportTexts } from './report-texts';

const BOM = '\uFEFF';

/** A field between quotes when it holds the separator, a quote or a line break (RFC 4180). */
const field = (value: string) =>
  /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * A report as Dutch and Belgian Excel opens it with a double click: UTF-8 with a BOM (or é
 * turns into Ã©), `;` between fields and a decimal comma (12,50), CRLF line ends.
 */
export function reportCsv(rows: ReportRow[], texts: ReportTexts): Buffer {
  const lines = [reportColumns.map((column) => field(texts.columns[column]))];
  for (const row of rows) {
    const cells = readableRow(row, texts);
    lines.push(
      reportColumns.map((column) => {
        const value = cells[column];
        if (moneyColumns.has(column)) return (value as number).toFixed(2).replace('.', ',');
        return field(String(value));
      }),
    );
  }
  return Buffer.from(BOM + lines.map((line) => line.join(';')).join('\r\n') + '\r\n', 'utf8');
}
