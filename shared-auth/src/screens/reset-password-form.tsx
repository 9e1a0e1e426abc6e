import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { Link } from '@shop/shared-ui/router';
import { FormAlert, SubmitButton, useFormFeedback } from '@shop/shared-ui/forms';
import * as v from 'valibot';
import { ApiError } from '@shop/shared-http';
import { useLocalizedPath } from '@shop/shared-ui';
import { issuesToViolations, passwordResetSchema, type Violation } from '@shop/contracts/schemas';
import { authPaths } from './auth-paths';
import { NewPasswordFields } from './form-parts';
import { resetPassword } from './identity-api';
import './auth-messages';

const FIELDS = ['newPassword', 'repeatPassword'] as const;

/** The page the reset mail links to: the token from the link, the new password twice. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation(['auth', 'common']);
  const to = useLocalizedPath();
  const feedback = useFormFeedback(FIELDS);
  const [done, setDone] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(false);

  if (!token) {
    return (
      <div role="alert" className="shop-auth-status">
        <p>{t('resetPassword.missingToken')}</p>
        <Link to={to(authPaths.forgotPassword)}>{t('resetPassword.requestNew')}</Link>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get('newPassword') ?? '');
    const repeat = String(form.get('repeatPassword') ?? '');
    const parsed = v.safeParse(passwordResetSchema, { token, newPassword });
    const violations: Violation[] = parsed.success ? [] : issuesToViolations(parsed.issues);
    if (!repeat) violations.push({ path: 'repeatPassword', key: 'validation.required' });
    else if (repeat !== newPassword)
      violations.push({ path: 'repeatPassword', key: 'validation.passwordMismatch' });
    if (!parsed.success || violations.length > 0) {
      feedback.showViolations(violations);
      return;
    }
    feedback.clear();
    setLinkInvalid(false);
    feedback.setSubmitting(true);
    try {
      await resetPassword(parsed.output);
      setDone(true);
    } catch (error) {
      // A 400 without field violations is the spent, expired or unknown link.
      setLinkInvalid(
        error instanceof ApiError && error.status === 400 && error.violations.length === 0,
      );
      feedback.showApiError(error);
    } finally {
      feedback.setSubmitting(false);
    }
  };

  if (done) {
    return (
      <div role="status" className="shop-auth-status">
        <p>{t('resetPassword.done')}</p>
        <Link to={to(authPaths.signIn)}>{t('resetPassword.signIn')}</Link>
      </div>
    );
  }

  const errors = feedback.fieldErrors;
  return (
    // POST: sent before the script has run (a server-rendered page), nothing typed goes into
    // the address or the logs.
    <form
      method="post"
      ref={feedback.formRef}
      className="shop-auth-form"
      noValidate
      aria-busy={feedback.submitting}
      onSubmit={(event) => void submit(event)}
    >
      <FormAlert message={feedback.formError} />
      {linkInvalid && (
        <Link to={to(authPaths.forgotPassword)}>{t('resetPassword.requestNew')}</Link>
      )}
      <NewPasswordFields
        name="newPassword"
        label={t('resetPassword.newPassword')}
        repeatLabel={t('resetPassword.repeatPassword')}
        errors={errors}
      />
      <SubmitButton submitting={feedback.submitting} label={t('resetPassword.submit')} />
    </form>
  );
}
