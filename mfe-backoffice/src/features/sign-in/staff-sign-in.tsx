import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { PageMeta } from '@shop/shared-ui';
import { FormAlert, FormField, SubmitButton, useFormFeedback } from '@shop/shared-ui/forms';
import { TokenRequestError } from '@shop/shared-auth';
import { emailSchema, issuesToViolations } from '@shop/contracts/schemas';
import { staffSession, type SignedOutReason } from '../../session/staff-session';

const signInSchema = v.object({
  email: emailSchema,
  password: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
});
const fields = ['email', 'password'] as const;

/** The back office's own sign-in: a staff account, never the shopper's (ADR 0039). */
export function StaffSignIn({ reason }: { reason: SignedOutReason }) {
  const { t } = useTranslation(['backoffice', 'common']);
  const feedback = useFormFeedback(fields);
  const [failure, setFailure] = useState<string | null>(null);
  const notice =
    reason === 'expired'
      ? t('signIn.expired')
      : reason === 'signed-out'
        ? t('signIn.signedOut')
        : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = v.safeParse(signInSchema, Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) return feedback.showViolations(issuesToViolations(parsed.issues));
    feedback.clear();
    feedback.setSubmitting(true);
    try {
      await staffSession.signIn(parsed.output.email, parsed.output.password);
    } catch (error) {
      if (error instanceof TokenRequestError && error.status === 429)
        setFailure(t('signIn.tooMany'));
      else if (error instanceof TokenRequestError && error.status < 500)
        setFailure(t('signIn.invalid'));
      else feedback.showApiError(error);
    } finally {
      feedback.setSubmitting(false);
    }
  };

  return (
    <section className="backoffice-sign-in" aria-labelledby="backoffice-sign-in-title">
      <PageMeta title={t('signIn.title')} noIndex />
      <h1 id="backoffice-sign-in-title">{t('signIn.title')}</h1>
      <p>{t('signIn.intro')}</p>
      {notice && <p role="status">{notice}</p>}
      <form ref={feedback.formRef} noValidate onSubmit={submit} aria-busy={feedback.submitting}>
        <FormAlert message={failure ?? feedback.formError} />
        <FormField
          name="email"
          type="email"
          label={t('signIn.email')}
          autoComplete="username"
          error={feedback.fieldErrors.email}
        />
        <FormField
          name="password"
          type="password"
          label={t('signIn.password')}
          autoComplete="current-password"
          error={feedback.fieldErrors.password}
        />
        <SubmitButton submitting={feedback.submitting} label={t('signIn.submit')} />
      </form>
    </section>
  );
}
