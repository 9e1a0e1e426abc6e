import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@shop/shared-ui/router';
import { RegistrationForm } from '@shop/shared-auth/screens';
import { useShellTitle } from './use-shell-title';

/** /registreren: create an account, then carry on to `redirectPath` signed in. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  useShellTitle(t('register.title'));
  return (
    <section className="shop-host-status-page" aria-labelledby="register-title">
      <h1 id="register-title">{t('register.title')}</h1>
      <RegistrationForm redirectPath={params.get('redirectPath')} />
    </section>
  );
}
