import { fileNameFromContentDisposition } from './content-disposition';

describe('fileNameFromContentDisposition', () => {
  it('reads a quoted or bare file name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="rapport 2026.pdf"')).toBe(
      'rapport 2026.pdf',
    );
    expect(fileNameFromContentDisposition('attachment; filename=orders.csv')).toBe('orders.csv');
  });

  it('prefers the UTF-8 name', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="r.pdf"; filename*=UTF-8''rapportage%20%C3%A9t%C3%A9.pdf`,
      ),
    ).toBe('rapportage été.pdf');
  });

  it('drops path parts and falls back when there is no name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe(
      'passwd',
    );
    expect(fileNameFromContentDisposition(null, 'report.pdf')).toBe('report.pdf');
    expect(fileNameFromContentDisposition('inline')).toBe('download');
  });
});
