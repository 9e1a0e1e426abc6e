import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { Link } from '@shop/shared-ui/router';
import { FormAlert, FormField, SubmitButton, useFormFeedback } from '@shop/shared-ui/forms';
import * as v from 'valibot';
import { ApiError } from '@shop/shared-http';
import { useLocalizedPath } from '@shop/shared-ui';
import { issuesToViolations, passwordResetMailSchema } from '@shop/contracts/schemas';
import { authPaths, withRedirect } from './auth-paths';
import { requestPasswordResetMail } from './identity-api';
import './auth-messages';

const FIELDS = ['email'] as const;

/**
 * 'Forgot password': mails a reset link. Every answer of the API is shown as it words it
 * (no account for that address, already requested, the mail could not be sent, too many tries).
 */
export function ForgotPasswordForm({ redirectPath }: { redirectPath?: string | null }) {
  const { t } = useTranslation(['auth', 'common']);
  const to = useLocalizedPath();
  const feedback = useFormFeedback(FIELDS);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [noAccount, setNoAccount] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNoAccount(false);
    // Read from the form, not kept in state: what was typed before hydration counts too.
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const parsed = v.safeParse(passwordResetMailSchema, { email });
    if (!parsed.success) {
      feedback.showViolations(issuesToViolations(parsed.issues));
      return;
    }
    feedback.clear();
    feedback.setSubmitting(true);
    try {
      await requestPasswordResetMail(parsed.output);
      setSentTo(parsed.output.email);
    } catch (error) {
      setNoAccount(error instanceof ApiError && error.status === 404);
      feedback.showApiError(error);
    } finally {
      feedback.setSubmitting(false);
    }
  };

  if (sentTo) {
    return (
      <div role="status" className="shop-auth-status">
        <p>{t('forgotPassword.sent', { email: sentTo })}</p>
        <Link to={withRedirect(to(authPaths.signIn), redirectPath)}>
          {t('forgotPassword.backToSignIn')}
        </Link>
      </div>
    );
  }

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
      <p>{t('forgotPassword.intro')}</p>
      <FormAlert message={feedback.formError} />
      {noAccount && (
        <Link to={withRedirect(to(authPaths.register), redirectPath)}>
          {t('forgotPassword.register')}
        </Link>
      )}
      <FormField
        name="email"
        type="email"
        label={t('forgotPassword.email')}
        autoComplete="email"
        error={feedback.fieldErrors.email}
      />
      <SubmitButton submitting={feedback.submitting} label={t('forgotPassword.submit')} />
      <Link to={withRedirect(to(authPaths.signIn), redirectPath)}>
        {t('forgotPassword.backToSignIn')}
      </Link>
    </form>
  );
}
