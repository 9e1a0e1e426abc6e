import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { authSession, useAuth } from '@shop/shared-auth';
import { splitLocale, useLocalizedPath } from '@shop/shared-ui';

const protectedAreas = ['/mijn-account', '/account-nieuw'];

/** 'My account', and 'Sign out' for a signed-in shopper (leaving a protected page for '/'). */
export function AccountLink() {
  const { t } = useTranslation('host');
  const to = useLocalizedPath();
  const { user } = useAuth();
  const location = useLocation();
  const signOut = () => {
    const { path } = splitLocale(location.pathname);
    // From a protected page a full load of '/' (spec: logout URL or '/'): no team keeps the
    // signed-in shopper's data in memory, and the page's guard cannot send them to sign in.
    if (protectedAreas.some((area) => path.startsWith(area))) window.location.assign(to('/'));
    authSession().logout();
  };
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
