import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@shop/shared-ui/router';
import { RegistrationForm } from '@shop/shared-auth/screens';
import { ShellPageMeta } from './shell-page-meta';

/** /registreren: create an account, then carry on to `redirectPath` signed in. */
export function RegisterPage() {
  const { t } = useTranslation(['auth', 'host']);
  const [params] = useSearchParams();
  return (
    <section className="shop-host-status-page" aria-labelledby="register-title">
      <ShellPageMeta
        title={t('register.title')}
        description={t('host:meta.register')}
        path="/registreren"
      />
      <h1 id="register-title">{t('register.title')}</h1>
      <RegistrationForm redirectPath={params.get('redirectPath')} />
    </section>
  );
}
