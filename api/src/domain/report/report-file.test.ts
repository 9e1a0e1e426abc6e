import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { reportFileName } from './report-file-name';
import { shopLocalTime, spreadsheetSafe } from './report-cells';
import { reportCsv } from './report-csv';
import { reportTexts } from './report-texts';

const period = { from: '2026-01-01', till: '2026-03-31' };

describe('report files', () => {
  it('names an ASCII report plainly', () => {
    assert.equal(
      reportFileName({ name: 'Q1 2026', ...period }, 'csv').contentDisposition,
      'attachment; filename="Q1 2026-2026-01-01-2026-03-31.csv"',
    );
  });

  it('adds filename* (UTF-8) when the name has more than ASCII', () => {
    assert.equal(
      reportFileName({ name: 'Café Noël', ...period }, 'xlsx').contentDisposition,
      `attachment; filename="Cafe Noel-2026-01-01-2026-03-31.xlsx"; filename*=UTF-8''Caf%C3%A9%20No%C3%ABl-2026-01-01-2026-03-31.xlsx`,
    );
  });

  it('never names a path, a hidden file or an empty name', () => {
    assert.equal(
      reportFileName({ name: '../../etc/passwd', ...period }, 'csv').fileName,
      'etc-passwd-2026-01-01-2026-03-31.csv',
    );
    assert.equal(
      reportFileName({ name: '"quoted"', ...period }, 'csv').asciiName,
      'quoted-2026-01-01-2026-03-31.csv',
    );
    assert.equal(
      reportFileName({ name: '日本', ...period }, 'csv').asciiName,
      'rapportage-2026-01-01-2026-03-31.csv',
    );
  });

  it('quotes text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+31 6', '-2', '@SUM(A1)', '\t=1'])
      assert.equal(spreadsheetSafe(text), `'${text}`);
    assert.equal(spreadsheetSafe('Utrecht'), 'Utrecht');
  });

  it('writes times in Dutch time, summer and winter', () => {
    assert.equal(shopLocalTime('2026-01-15T23:30:00Z'), '2026-01-16 00:30');
    assert.equal(shopLocalTime('2026-07-01T10:00:00Z'), '2026-07-01 12:00');
  });

  it('writes CSV with a BOM, semicolons, quoted fields and decimal commas', () => {
    const csv = reportCsv(
      [
        {
          number: 'FB-100001',
          ordered_at: '2026-07-01T10:00:00Z',
          ordered_by: 'Jan "de" Vries; inkoop',
          status: 'completed',
          delivery_date: '2026-07-02',
          delivery_city: 'Utrecht',
          delivery_country: 'NL',
          quantity: 3,
          total_excl_vat: 123456,
          vat: 11111,
          total_incl_vat: 134567,
        },
      ],
      reportTexts['en-us'],
    ).toString('utf8');
    // A report made before personalizations were reported has an empty cell for them.
    assert.equal(
      csv,
      '\uFEFFOrder number;Ordered at;Ordered by;Status;Delivery date;City;Country;Quantity;Personalization;Total excl. VAT;VAT;Total incl. VAT\r\n' +
        'FB-100001;2026-07-01 12:00;"Jan ""de"" Vries; inkoop";Delivered;2026-07-02;Utrecht;NL;3;;1234,56;111,11;1345,67\r\n',
    );
  });
});
