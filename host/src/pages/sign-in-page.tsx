import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@shop/shared-ui/router';
import { LoginRegisterChoice } from '@shop/shared-auth/screens';
import { useLocalizedPath } from '@shop/shared-ui';
import { ShellPageMeta } from './shell-page-meta';
import { SignInForm } from './sign-in-form';

/** The login/register choice: sign in with email and password, or register; forgot password. */
export function SignInPage() {
  const { t } = useTranslation('host');
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const redirectPath = params.get('redirectPath');
  return (
    <section
      className="shop-host-status-page"
      aria-labelledby="sign-in-title"
      data-redirect-path={redirectPath ?? ''}
    >
      <ShellPageMeta title={t('signIn.title')} description={t('meta.signIn')} path="/inloggen" />
      <h1 id="sign-in-title">{t('signIn.title')}</h1>
      <LoginRegisterChoice
        redirectPath={redirectPath}
        signIn={<SignInForm redirectPath={redirectPath} />}
      />
      <Link to={to('/')}>{t('signIn.continue')}</Link>
    </section>
  );
}
