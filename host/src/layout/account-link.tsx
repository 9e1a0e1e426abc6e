import { Link } from '@shop/shared-ui/router';
import { authSession, SignInLink, useAuth } from '@shop/shared-auth';
import { useLocalizedPath, useTranslation } from '@shop/shared-ui';

/**
 * 'Sign in' for a visitor (through the authorize page, back to this page); 'My account' and
 * 'Sign out' for a signed-in shopper.
 */
export function AccountLink() {
  const { t } = useTranslation('host');
  const to = useLocalizedPath();
  const { user } = useAuth();
  // On a page that requires login, its guard sends the shopper to '/' (configured at start-up).
  const signOut = () => authSession().logout();
  // A visitor signs in from the page they are on and comes back to it; 'My account' is for
  // the signed-in shopper (the footer links to it for everyone).
  if (!user) return <SignInLink className="shop-host-header__link">{t('signIn.title')}</SignInLink>;
  return (
    <>
      <Link to={to('/mijn-account')} className="shop-host-header__link">
        {t('nav.account')}
      </Link>
      <button type="button" className="shop-host-link-button" onClick={signOut}>
        {t('signIn.signOut')}
      </button>
    </>
  );
}
