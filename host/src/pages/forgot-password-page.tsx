import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@shop/shared-ui/router';
import { ForgotPasswordForm } from '@shop/shared-auth/screens';
import { ShellPageMeta } from './shell-page-meta';

/** /wachtwoord-vergeten: request a password reset mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'host']);
  const [params] = useSearchParams();
  return (
    <section className="shop-host-status-page" aria-labelledby="forgot-password-title">
      <ShellPageMeta
        title={t('forgotPassword.title')}
        description={t('host:meta.forgotPassword')}
        path="/wachtwoord-vergeten"
      />
      <h1 id="forgot-password-title">{t('forgotPassword.title')}</h1>
      <ForgotPasswordForm redirectPath={params.get('redirectPath')} />
    </section>
  );
}
