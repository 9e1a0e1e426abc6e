import ExcelJS from 'exceljs';
import { moneyColumns, readableRow, reportColumns } from './report-cells';
import type { ReportRow } from './report-rows';
import type { ReportTexts } from './report-texts';

const widths: Partial<Record<(typeof reportColumns)[number], number>> = {
  number: 14,
  ordered_at: 18,
  ordered_by: 24,
  status: 24,
  delivery_date: 14,
  delivery_city: 20,
  delivery_country: 8,
};

/**
 * A report as an Excel workbook: one sheet with a frozen, filterable heading; amounts are numbers
 * (Excel shows them in the reader's own format), times the shop's local time.
 */
export async function reportXlsx(
  report: { name: string; createdAt: Date },
  rows: ReportRow[],
  texts: ReportTexts,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Bloem & Zo';
  workbook.title = report.name;
  workbook.created = report.createdAt;
  const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = reportColumns.map((column) => ({
    header: texts.columns[column],
    key: column,
    width: widths[column] ?? 16,
    style: moneyColumns.has(column) ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(readableRow(row, texts));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: reportColumns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
