import { useTranslation } from 'react-i18next';
import { useId, type FormEvent } from 'react';
import * as v from 'valibot';
import { FormAlert, FormField, SubmitButton, useFormFeedback } from '@shop/shared-ui/forms';
import type { BackOfficeOrder } from '@shop/contracts/api';
import { issuesToViolations, orderCancelSchema } from '@shop/contracts/schemas';
import { backOfficeApi } from '../../../api/back-office-api';

const fields = ['reason'] as const;

/** Cancels with a refund of every payment (ADR 0039): a reason is needed, for the history. */
export function CancelForm(props: {
  order: BackOfficeOrder;
  onCanceled: (order: BackOfficeOrder) => void;
}) {
  const { t } = useTranslation(['backoffice', 'common']);
  const id = useId();
  const feedback = useFormFeedback(fields);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = v.safeParse(
      orderCancelSchema,
      Object.fromEntries(new FormData(event.currentTarget)),
    );
    if (!parsed.success) return feedback.showViolations(issuesToViolations(parsed.issues));
    feedback.clear();
    feedback.setSubmitting(true);
    try {
      props.onCanceled(await backOfficeApi.cancel(props.order.uuid, parsed.output));
    } catch (error) {
      feedback.showApiError(error);
    } finally {
      feedback.setSubmitting(false);
    }
  };

  return (
    <form
      ref={feedback.formRef}
      className="backoffice-form backoffice-cancel"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={submit}
    >
      <h2 id={`${id}-title`}>{t('detail.cancelTitle')}</h2>
      <p>{t('detail.cancelIntro')}</p>
      <FormAlert message={feedback.formError} />
      <FormField
        name="reason"
        label={t('detail.reason')}
        maxLength={500}
        error={feedback.fieldErrors.reason}
      />
      <SubmitButton submitting={feedback.submitting} label={t('detail.confirmCancel')} />
    </form>
  );
}
