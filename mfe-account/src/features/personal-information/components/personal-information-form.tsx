import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { useLocale } from '@shop/shared-ui';
import {
  FormAlert,
  FormField,
  SelectField,
  SubmitButton,
  useFormFeedback,
} from '@shop/shared-ui/forms';
import {
  issuesToViolations,
  personalInformationSchema,
  preferredLanguages,
} from '@shop/contracts/schemas';
import {
  updatePersonalInformation,
  type PersonalInformation,
} from '../api/personal-information-api';

const fields = ['fullname', 'birthdate', 'preferred_language'] as const;

/** Fullname, birthdate and preferred language; checked with the schema the API uses. */
export function PersonalInformationForm({
  customer,
  onSaved,
}: {
  customer: PersonalInformation;
  onSaved: (customer: PersonalInformation) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const locale = useLocale();
  const feedback = useFormFeedback(fields);
  const [values, setValues] = useState({
    fullname: customer.fullname,
    birthdate: customer.birthdate ?? '',
    preferred_language: customer.preferred_language ?? locale,
  });
  const change = (name: (typeof fields)[number]) => ({
    name,
    value: values[name],
    error: feedback.fieldErrors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((shown) => ({ ...shown, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(personalInformationSchema, values);
    if (!parsed.success) return feedback.showViolations(issuesToViolations(parsed.issues));
    feedback.clear();
    feedback.setSubmitting(true);
    try {
      onSaved(await updatePersonalInformation(customer.uuid, parsed.output));
    } catch (error) {
      feedback.showApiError(error);
    } finally {
      feedback.setSubmitting(false);
    }
  };

  return (
    <form
      ref={feedback.formRef}
      className="account-settings-form"
      aria-busy={feedback.submitting}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <FormAlert message={feedback.formError} />
      <FormField
        label={t('personalInformation.fullname')}
        autoComplete="name"
        required
        {...change('fullname')}
      />
      <FormField
        label={t('personalInformation.birthdate')}
        hint={t('personalInformation.birthdateHint')}
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        {...change('birthdate')}
      />
      <SelectField
        label={t('personalInformation.preferredLanguage')}
        {...change('preferred_language')}
      >
        {preferredLanguages.map((language) => (
          <option key={language} value={language}>
            {t(`personalInformation.language_${language}`)}
          </option>
        ))}
      </SelectField>
      <div className="account-actions">
        <SubmitButton submitting={feedback.submitting} label={t('personalInformation.save')} />
      </div>
    </form>
  );
}
