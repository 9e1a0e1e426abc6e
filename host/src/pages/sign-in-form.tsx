import { useTranslation } from 'react-i18next';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@shop/shared-ui/router';
import { authSession, safeRedirectPath, TokenRequestError } from '@shop/shared-auth';
import { ApiTimeoutError } from '@shop/shared-http';
import { useHydrated, useLocalizedPath } from '@shop/shared-ui';

/** Email and password sign-in; afterwards the shopper goes back to where they came from. */
export function SignInForm({ redirectPath }: { redirectPath: string | null }) {
  const { t } = useTranslation(['host', 'common']);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const id = useId();
  const [submitting, setSubmitting] = useState(false);
  // Usable once the script runs (after hydration): the form only signs in through it.
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!email || !password) {
      setError(t('common:errors.form'));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await authSession().signInWithPassword(email, password);
      // Only paths inside the site: an open redirect would hand the session to another site.
      navigate(safeRedirectPath(redirectPath) ?? to('/'), { replace: true });
    } catch (caught) {
      const status = caught instanceof TokenRequestError ? caught.status : 0;
      setError(
        caught instanceof ApiTimeoutError
          ? t('common:errors.timeout')
          : status === 429
            ? t('common:errors.tooManyRequests', { seconds: 60 })
            : status === 400 || status === 401
              ? t('signIn.invalidCredentials')
              : t('common:errors.generic'),
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    // POST: sent before the script has run, the password stays out of the address and the logs.
    <form
      method="post"
      className="shop-host-sign-in"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={submitting}
    >
      {error && (
        <p role="alert" className="shop-host-form-error">
          {error}
        </p>
      )}
      <label htmlFor={`${id}-email`}>{t('signIn.email')}</label>
      <input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
      <label htmlFor={`${id}-password`}>{t('signIn.password')}</label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <button type="submit" className="shop-ui-button" disabled={submitting || !hydrated}>
        {submitting ? t('common:states.submitting') : t('signIn.submit')}
      </button>
    </form>
  );
}
