import { useTranslation } from 'react-i18next';
import { useId, type FormEvent } from 'react';
import * as v from 'valibot';
import {
  FormAlert,
  FormField,
  SelectField,
  SubmitButton,
  useFormFeedback,
} from '@shop/shared-ui/forms';
import type { BackOfficeOrder } from '@shop/contracts/api';
import { carriers, issuesToViolations, trackAndTraceSchema } from '@shop/contracts/schemas';
import { backOfficeApi } from '../../../api/back-office-api';

const fields = ['carrier', 'code', 'url'] as const;

/** A parcel's carrier, code and link, checked with the schema the API checks it with. */
export function TrackAndTraceForm(props: {
  order: BackOfficeOrder;
  onAdded: (order: BackOfficeOrder, code: string) => void;
}) {
  const { t } = useTranslation(['backoffice', 'common']);
  const id = useId();
  const feedback = useFormFeedback(fields);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = v.safeParse(trackAndTraceSchema, Object.fromEntries(new FormData(form)));
    if (!parsed.success) return feedback.showViolations(issuesToViolations(parsed.issues));
    feedback.clear();
    feedback.setSubmitting(true);
    try {
      props.onAdded(
        await backOfficeApi.addTrackAndTrace(props.order.uuid, parsed.output),
        parsed.output.code,
      );
      form.reset();
    } catch (error) {
      feedback.showApiError(error);
    } finally {
      feedback.setSubmitting(false);
    }
  };

  return (
    <form
      ref={feedback.formRef}
      className="backoffice-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={submit}
    >
      <h3 id={`${id}-title`}>{t('detail.addTrackAndTrace')}</h3>
      <FormAlert message={feedback.formError} />
      <SelectField
        name="carrier"
        label={t('detail.carrier')}
        defaultValue="postnl"
        error={feedback.fieldErrors.carrier}
      >
        {carriers.map((carrier) => (
          <option key={carrier} value={carrier}>
            {t(`detail.carriers.${carrier}`)}
          </option>
        ))}
      </SelectField>
      <FormField
        name="code"
        label={t('detail.code')}
        autoComplete="off"
        maxLength={64}
        error={feedback.fieldErrors.code}
      />
      <FormField
        name="url"
        type="url"
        inputMode="url"
        label={t('detail.url')}
        autoComplete="off"
        placeholder="https://"
        error={feedback.fieldErrors.url}
      />
      <SubmitButton submitting={feedback.submitting} label={t('detail.add')} />
    </form>
  );
}
