import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@shop/shared-ui/router';
import { ForgotPasswordForm } from '@shop/shared-auth/screens';
import { useShellTitle } from './use-shell-title';

/** /wachtwoord-vergeten: request a password reset mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  useShellTitle(t('forgotPassword.title'));
  return (
    <section className="shop-host-status-page" aria-labelledby="forgot-password-title">
      <h1 id="forgot-password-title">{t('forgotPassword.title')}</h1>
      <ForgotPasswordForm redirectPath={params.get('redirectPath')} />
    </section>
  );
}
