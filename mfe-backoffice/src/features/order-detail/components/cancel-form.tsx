import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { FormAlert, FormField, SubmitButton } from '@shop/shared-ui/forms';
import type { BackOfficeOrder } from '@shop/contracts/api';
import { orderCancelSchema } from '@shop/contracts/schemas';
import { backOfficeApi } from '../../../api/back-office-api';
import { useSchemaForm } from '../../../components/use-schema-form';

const fields = ['reason'] as const;

/** Cancels with a refund of every payment (ADR 0039): a reason is needed, for the history. */
export function CancelForm(props: {
  order: BackOfficeOrder;
  onCanceled: (order: BackOfficeOrder) => void;
}) {
  const { t } = useTranslation(['backoffice', 'common']);
  const id = useId();
  const { feedback, submit } = useSchemaForm(orderCancelSchema, fields, async (input) =>
    props.onCanceled(await backOfficeApi.cancel(props.order.uuid, input)),
  );

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
