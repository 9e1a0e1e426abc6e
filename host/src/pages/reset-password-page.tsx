import { useSearchParams } from '@shop/shared-ui/router';
import { useTranslation } from '@shop/shared-ui';
import { ResetPasswordForm } from '@shop/shared-auth/screens';
import { useDocumentTitle } from './use-document-title';

/** /wachtwoord-herstellen?token=…: the page the reset mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  useDocumentTitle(t('resetPassword.title'));
  return (
    <section className="shop-host-status-page" aria-labelledby="reset-password-title">
      <h1 id="reset-password-title">{t('resetPassword.title')}</h1>
      <ResetPasswordForm token={params.get('token')} />
    </section>
  );
}
