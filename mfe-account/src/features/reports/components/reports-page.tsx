import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import {
  ErrorFallback,
  Skeleton,
  useApiResource,
  useToast,
  useDocumentTitle,
} from '@shop/shared-ui';
import { apiErrorMessage, FormAlert } from '@shop/shared-ui/forms';
import '../../../i18n/reports-messages';
import '../reports.css';
import { reportsApi, type Report } from '../api/reports-api';
import { ReportForm } from './report-form';
import { ReportHistory } from './report-history';

/** Reports (reports.read): make a report of the company's orders, and download earlier ones. */
export function ReportsPage() {
  const { t } = useTranslation(['account', 'common']);
  const history = useApiResource((signal) => reportsApi.history(signal), []);
  const [made, setMade] = useState<Report[]>([]);
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const title = t('nav.reports');
  useDocumentTitle(title);

  const tell = (text: string) => {
    setProblem(null);
    toast.show(text);
  };
  // Reports made on this screen come first; a reload of the history includes them already.
  const known = new Set(history.data?.map((report) => report.uuid));
  const reports = [...made.filter((report) => !known.has(report.uuid)), ...(history.data ?? [])];

  let content;
  if (history.error)
    content = (
      <ErrorFallback message={apiErrorMessage(history.error, t)} onRetry={history.reload} />
    );
  else if (!history.data) content = <Skeleton lines={4} />;
  else if (!reports.length) content = <p className="account-reports-empty">{t('reports.empty')}</p>;
  else
    content = (
      <ReportHistory
        reports={reports}
        onDownloaded={(fileName) => tell(t('reports.downloaded', { file: fileName }))}
        onError={(error) => setProblem(apiErrorMessage(error, t))}
      />
    );

  return (
    <section aria-labelledby="account-section-title" className="account-reports">
      <h1 id="account-section-title">{title}</h1>
      <p>{t('reports.intro')}</p>
      <p className="account-status" role="status">
        {toast.message}
      </p>
      <ReportForm
        onCreated={(report) => {
          setMade((current) => [report, ...current]);
          tell(t('reports.created', { name: report.name, count: report.row_count }));
        }}
      />
      <h2 id="account-reports-history-title">{t('reports.historyTitle')}</h2>
      <FormAlert message={problem} />
      {content}
    </section>
  );
}
