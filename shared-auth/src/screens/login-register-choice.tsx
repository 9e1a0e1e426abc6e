import { useTranslation } from 'react-i18next';
import { useId, type ReactNode } from 'react';
import { Link } from '@shop/shared-ui/router';
import { useLocalizedPath } from '@shop/shared-ui';
import { authPaths, withRedirect } from './auth-paths';
import './auth-messages';

export interface LoginRegisterChoiceProps {
  /** The sign-in form of the page using the choice (the host's, or the checkout's). */
  signIn: ReactNode;
  /** Carried to the register and forgot-password pages, so the shopper comes back here. */
  redirectPath?: string | null;
  /** E.g. the checkout's 'continue without an account'. */
  children?: ReactNode;
}

/** The login/register choice: sign in with an existing account, or create one. */
export function LoginRegisterChoice({ signIn, redirectPath, children }: LoginRegisterChoiceProps) {
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  const id = useId();
  return (
    <div className="shop-auth-choice">
      <section aria-labelledby={`${id}-existing`} className="shop-auth-choice__panel">
        <h2 id={`${id}-existing`}>{t('choice.existing')}</h2>
        {signIn}
        <Link to={withRedirect(to(authPaths.forgotPassword), redirectPath)}>
          {t('choice.forgotPassword')}
        </Link>
      </section>
      <section aria-labelledby={`${id}-new`} className="shop-auth-choice__panel">
        <h2 id={`${id}-new`}>{t('choice.newCustomer')}</h2>
        <p>{t('choice.newCustomerIntro')}</p>
        <Link className="shop-ui-button" to={withRedirect(to(authPaths.register), redirectPath)}>
          {t('choice.register')}
        </Link>
      </section>
      {children}
    </div>
  );
}
