import { useTranslation } from 'react-i18next';
import { Link } from '@shop/shared-ui/router';
import { authSession, SignInLink, useAuth } from '@shop/shared-auth';
import { useHydrated, useLocalizedPath } from '@shop/shared-ui';
import { loadHostConfig } from '../app/host-config';

/**
 * 'Sign in' for a visitor (through the authorize page, back to this page); 'My account' and
 * 'Sign out' for a signed-in shopper.
 */
export function AccountLink() {
  const { t } = useTranslation('host');
  const to = useLocalizedPath();
  const { user } = useAuth();
  const hydrated = useHydrated();
  // A configured logout URL is where every sign-out goes; without one, only a page that
  // requires login sends the shopper on (to '/', by its guard). ADR 0024.
  const signOut = async () => {
    const { logoutUrl } = await loadHostConfig();
    // The API revokes the refresh token first; the sign-out here follows, whatever it answered.
    await authSession().signOut();
    if (logoutUrl) window.location.assign(logoutUrl);
  };
  // Who is signed in is the browser's to know (ADR 0033): the server's page and the hydrating
  // browser hold the place of a visitor's link, its text unseen, so that it takes the same room.
  if (!hydrated) {
    return (
      <span className="shop-host-header__link shop-host-header__placeholder" aria-hidden="true">
        {t('signIn.title')}
      </span>
    );
  }
  // A visitor signs in from the page they are on and comes back to it; 'My account' is for
  // the signed-in shopper (the footer links to it for everyone).
  if (!user) return <SignInLink className="shop-host-header__link">{t('signIn.title')}</SignInLink>;
  return (
    <>
      <Link to={to('/mijn-account')} className="shop-host-header__link">
        {t('nav.account')}
      </Link>
      <button type="button" className="shop-host-link-button" onClick={() => void signOut()}>
        {t('signIn.signOut')}
      </button>
    </>
  );
}
