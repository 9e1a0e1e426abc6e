import { Link } from '@shop/shared-ui/router';
import { authSession, useAuth } from '@shop/shared-auth';
import { useLocalizedPath, useTranslation } from '@shop/shared-ui';

/** 'My account', and 'Sign out' for a signed-in shopper (leaving a protected page for '/'). */
export function AccountLink() {
  const { t } = useTranslation('host');
  const to = useLocalizedPath();
  const { user } = useAuth();
  // On a page that requires login, its guard sends the shopper to '/' (configured at start-up).
  const signOut = () => authSession().logout();
  return (
    <>
      <Link to={to('/mijn-account')} className="shop-host-header__link">
        {t('nav.account')}
      </Link>
      {user && (
        <button type="button" className="shop-host-link-button" onClick={signOut}>
          {t('signIn.signOut')}
        </button>
      )}
    </>
  );
}
