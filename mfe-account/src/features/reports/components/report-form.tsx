import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { FormAlert, FormField, SubmitButton, useFormFeedback } from '@shop/shared-ui/forms';
import {
  companyReportSchema,
  issuesToViolations,
  REPORT_NAME_MAX_LENGTH,
} from '@shop/contracts/schemas';
import { reportsApi, type Report } from '../api/reports-api';
import { thisMonth } from '../format-report-dates';

const fields = ['name', 'from', 'till'] as const;
type Draft = Record<(typeof fields)[number], string>;

/** Makes a report of the company's orders in a period; checked with the API's own schema. */
export function ReportForm({ onCreated }: { onCreated: (report: Report) => void }) {
  const { t } = useTranslation(['account', 'common']);
  const feedback = useFormFeedback(fields);
  const [draft, setDraft] = useState<Draft>(() => ({ name: '', ...thisMonth() }));
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(companyReportSchema, draft);
    if (!parsed.success) return feedback.showViolations(issuesToViolations(parsed.issues));
    feedback.clear();
    feedback.setSubmitting(true);
    try {
      onCreated(await reportsApi.create(parsed.output));
      setDraft((current) => ({ ...current, name: '' }));
    } catch (error) {
      feedback.showApiError(error);
    } finally {
      feedback.setSubmitting(false);
    }
  };

  return (
    <form
      ref={feedback.formRef}
      className="account-report-form"
      aria-labelledby="account-report-form-title"
      onSubmit={submit}
      noValidate
    >
      <h2 id="account-report-form-title">{t('reports.newTitle')}</h2>
      <FormAlert message={feedback.formError} />
      <FormField
        name="name"
        label={t('reports.name')}
        hint={t('reports.nameHint')}
        autoComplete="off"
        maxLength={REPORT_NAME_MAX_LENGTH}
        value={draft.name}
        onChange={set('name')}
        error={feedback.fieldErrors.name}
      />
      <FormField
        name="from"
        type="date"
        label={t('reports.from')}
        value={draft.from}
        onChange={set('from')}
        error={feedback.fieldErrors.from}
      />
      <FormField
        name="till"
        type="date"
        label={t('reports.till')}
        hint={t('reports.periodHint')}
        value={draft.till}
        onChange={set('till')}
        error={feedback.fieldErrors.till}
      />
      <div className="account-actions">
        <SubmitButton submitting={feedback.submitting} label={t('reports.create')} />
      </div>
    </form>
  );
}
