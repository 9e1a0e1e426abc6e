import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { FormAlert, FormField, SelectField, SubmitButton } from '@shop/shared-ui/forms';
import type { BackOfficeOrder } from '@shop/contracts/api';
import { carriers, trackAndTraceSchema } from '@shop/contracts/schemas';
import { backOfficeApi } from '../../../api/back-office-api';
import { useSchemaForm } from '../../../components/use-schema-form';

const fields = ['carrier', 'code', 'url'] as const;

/** A parcel's carrier, code and link, checked with the schema the API checks it with. */
export function TrackAndTraceForm(props: {
  order: BackOfficeOrder;
  onAdded: (order: BackOfficeOrder, code: string) => void;
}) {
  const { t } = useTranslation(['backoffice', 'common']);
  const id = useId();
  const { feedback, submit } = useSchemaForm(trackAndTraceSchema, fields, async (input) =>
    props.onAdded(await backOfficeApi.addTrackAndTrace(props.order.uuid, input), input.code),
  );

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
