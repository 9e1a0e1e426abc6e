import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { authSession, useAuth } from '@shop/shared-auth';
import { ApiError } from '@shop/shared-http';
import { useToast, useDocumentTitle } from '@shop/shared-ui';
import { FormAlert, FormField, SubmitButton, useFormFeedback } from '@shop/shared-ui/forms';
import { changePasswordSchema, issuesToViolations, type Violation } from '@shop/contracts/schemas';
import { changePassword } from '../api/change-password-api';
import '../../../i18n/change-password-messages';
import '../change-password.css';

const fields = ['oldPassword', 'newPassword', 'repeatPassword'] as const;
const empty = { oldPassword: '', newPassword: '', repeatPassword: '' };

/**
 * Change password: the current one, a new one following the password rule, and the new one
 * again. A wrong current password is said at its field; any other failure with the spec's text.
 * The API ends every sign-in of the account on a change, this one too (a thief holding a token
 * loses it); the page then signs in again with the new password, so the shopper stays in.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useAuth();
  const feedback = useFormFeedback(fields);
  const [values, setValues] = useState(empty);
  const toast = useToast();
  const [failed, setFailed] = useState(false);
  const failedRef = useRef<HTMLParagraphElement>(null);
  const title = t('nav.changePassword');
  useDocumentTitle(title);
  useEffect(() => {
    if (failed) failedRef.current?.focus();
  }, [failed]);

  const field = (name: (typeof fields)[number]) => ({
    name,
    type: 'password',
    value: values[name],
    error: feedback.fieldErrors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((shown) => ({ ...shown, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const parsed = v.safeParse(changePasswordSchema, {
      oldPassword: values.oldPassword,
      newPassword: values.newPassword,
    });
    const violations: Violation[] = parsed.success ? [] : issuesToViolations(parsed.issues);
    if (values.repeatPassword === '')
      violations.push({ path: 'repeatPassword', key: 'validation.required' });
    else if (values.repeatPassword !== values.newPassword)
      violations.push({ path: 'repeatPassword', key: 'validation.passwordMismatch' });
    if (!parsed.success || violations.length > 0) return feedback.showViolations(violations);
    feedback.clear();
    feedback.setSubmitting(true);
    try {
      await changePassword(parsed.output);
      setValues(empty);
      // Should this fail, the session signs out and the guard asks for the new password.
      if (user?.email)
        await authSession()
          .signInWithPassword(user.email, parsed.output.newPassword)
          .catch(() => undefined);
      toast.show(t('changePassword.changed'));
    } catch (error) {
      // A refusal (a wrong current password) in the API's own words; anything else in the spec's.
      if (error instanceof ApiError && error.status === 400) feedback.showApiError(error);
      else setFailed(true);
    } finally {
      feedback.setSubmitting(false);
    }
  };

  return (
    <section aria-labelledby="account-section-title" className="account-password">
      <h1 id="account-section-title">{title}</h1>
      <div role="status" className="account-success">
        {toast.message && <p>{toast.message}</p>}
      </div>
      {failed && (
        <p ref={failedRef} role="alert" tabIndex={-1} className="account-error">
          {t('changePassword.failed')}
        </p>
      )}
      <form
        ref={feedback.formRef}
        className="account-password-form"
        aria-busy={feedback.submitting}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <FormAlert message={feedback.formError} />
        <FormField
          label={t('changePassword.current')}
          autoComplete="current-password"
          {...field('oldPassword')}
        />
        <FormField
          label={t('changePassword.new')}
          hint={t('common:validation.password')}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <FormField
          label={t('changePassword.repeat')}
          autoComplete="new-password"
          {...field('repeatPassword')}
        />
        <div className="account-actions">
          <SubmitButton submitting={feedback.submitting} label={t('changePassword.submit')} />
        </div>
      </form>
    </section>
  );
}
