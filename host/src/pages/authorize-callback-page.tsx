import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@shop/shared-ui/router';
import type { AuthorizationFlow } from '@shop/shared-auth';
import { ApiTimeoutError } from '@shop/shared-http';
import { useLocalizedPath } from '@shop/shared-ui';
import { shellPaths } from '@shop/contracts/routes';
import { ShellPageMeta } from './shell-page-meta';

let flow: AuthorizationFlow | null = null;

/** start.tsx hands over the page's authorization flow (it knows the origin and the session). */
export function provideAuthorizationFlow(authorization: AuthorizationFlow): void {
  flow = authorization;
}

/**
 * The redirect URI of the authorize page: exchanges the code (PKCE) and goes on to
 * redirectPath, or else to the page the sign-in started on (home only when that is unknown).
 * A failure says so and offers to sign in again.
 */
export function AuthorizeCallbackPage() {
  const { t } = useTranslation(['host', 'common']);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState<false | 'expired' | 'timeout'>(false);
  const started = useRef(false);

  useEffect(() => {
    // Once per page: a code is single-use (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    if (!flow) {
      setFailed('expired');
      return;
    }
    flow.complete(params).then(
      (redirectPath) => navigate(redirectPath ?? to('/'), { replace: true }),
      (error: unknown) => setFailed(error instanceof ApiTimeoutError ? 'timeout' : 'expired'),
    );
  }, [navigate, params, to]);

  return (
    <section className="shop-host-status-page" aria-labelledby="authorize-callback-title">
      <ShellPageMeta title={t('signIn.title')} />
      <h1 id="authorize-callback-title">{t('signIn.title')}</h1>
      {failed ? (
        <>
          <p role="alert">
            {failed === 'timeout' ? t('common:errors.timeout') : t('signIn.callbackFailed')}
          </p>
          <Link to={to(shellPaths.signIn)}>{t('signIn.tryAgain')}</Link>
        </>
      ) : (
        <p role="status" aria-busy="true">
          {t('signIn.completing')}
        </p>
      )}
    </section>
  );
}
