import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import * as v from 'valibot';
import { companyUserInviteSchema, issuesToViolations } from '@shop/contracts/schemas';
import { FormAlert, FormField, SubmitButton, useFormFeedback } from '@shop/shared-ui/forms';
import { usersApi, type CompanyRole, type CompanyUser } from '../api/users-api';
import { RoleCheckboxes } from './role-checkboxes';

const fields = ['email', 'fullname', 'companyRoles'] as const;

/** Adds a user: they get an e-mail with a link to set their password. */
export function InviteUserForm({
  companyUuid,
  onAdded,
}: {
  companyUuid: string;
  onAdded: (user: CompanyUser) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const feedback = useFormFeedback(fields);
  const [email, setEmail] = useState('');
  const [fullname, setFullname] = useState('');
  const [roles, setRoles] = useState<CompanyRole[]>(['buyer']);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = v.safeParse(companyUserInviteSchema, { email, fullname, companyRoles: roles });
    if (!result.success) return feedback.showViolations(issuesToViolations(result.issues));
    feedback.clear();
    feedback.setSubmitting(true);
    try {
      onAdded(await usersApi.invite(companyUuid, result.output));
      setEmail('');
      setFullname('');
      setRoles(['buyer']);
    } catch (error) {
      feedback.showApiError(error);
    } finally {
      feedback.setSubmitting(false);
    }
  };

  return (
    <form ref={feedback.formRef} className="account-form" onSubmit={submit} noValidate>
      <h2>{t('users.addTitle')}</h2>
      <FormAlert message={feedback.formError} />
      <FormField
        name="fullname"
        label={t('users.fullname')}
        autoComplete="off"
        value={fullname}
        error={feedback.fieldErrors.fullname}
        onChange={(event) => setFullname(event.target.value)}
      />
      <FormField
        name="email"
        type="email"
        label={t('users.email')}
        hint={t('users.emailHint')}
        autoComplete="off"
        value={email}
        error={feedback.fieldErrors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <RoleCheckboxes
        legend={t('users.roles')}
        value={roles}
        onChange={setRoles}
        error={feedback.fieldErrors.companyRoles}
      />
      <SubmitButton submitting={feedback.submitting} label={t('users.add')} />
    </form>
  );
}
