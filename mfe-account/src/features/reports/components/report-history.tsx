import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useLocale } from '@shop/shared-ui';
import { reportFormats, reportsApi, type Report, type ReportFormat } from '../api/reports-api';
import { formatDay, formatMoment } from '../format-report-dates';
import { saveFile } from '../save-file';

/** The company's reports, newest first, each downloadable as CSV or XLSX. */
export function ReportHistory({
  reports,
  onDownloaded,
  onError,
}: {
  reports: Report[];
  onDownloaded: (fileName: string) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [busy, setBusy] = useState<string | null>(null);
  const columns = {
    name: t('reports.columns.name'),
    period: t('reports.columns.period'),
    createdAt: t('reports.columns.createdAt'),
    rows: t('reports.columns.rows'),
    downloads: t('reports.columns.downloads'),
  };

  const download = async (report: Report, format: ReportFormat) => {
    if (busy) return;
    setBusy(`${report.uuid}:${format}`);
    try {
      const { blob, fileName } = await reportsApi.download(report.uuid, format);
      saveFile(blob, fileName);
      onDownloaded(fileName);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="account-table-wrap">
      <table
        className="account-reports-table account-card-table"
        aria-labelledby="account-reports-history-title"
      >
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.period}</th>
            <th scope="col">{columns.createdAt}</th>
            <th scope="col">{columns.rows}</th>
            <th scope="col">{columns.downloads}</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.uuid}>
              <th scope="row" className="account-table__wrap">
                {report.name}
              </th>
              <td data-label={columns.period}>
                {t('reports.period', {
                  from: formatDay(report.from, locale),
                  till: formatDay(report.till, locale),
                })}
              </td>
              <td data-label={columns.createdAt}>
                {formatMoment(report.created_at, locale)}
                <span className="account-reports-table__by">
                  {t('reports.createdBy', { name: report.created_by })}
                </span>
              </td>
              <td data-label={columns.rows}>{report.row_count}</td>
              <td>
                <div className="account-reports-table__downloads">
                  {reportFormats.map((format) => (
                    <button
                      key={format}
                      type="button"
                      className="shop-ui-button"
                      // Not `disabled`: a button that is disabled under the keyboard drops its focus.
                      aria-disabled={busy !== null}
                      aria-busy={busy === `${report.uuid}:${format}`}
                      aria-label={t(`reports.download_${format}_of`, { name: report.name })}
                      onClick={() => void download(report, format)}
                    >
                      {t(`reports.download_${format}`)}
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
