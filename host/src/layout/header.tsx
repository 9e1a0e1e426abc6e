import { useTranslation } from 'react-i18next';
import { Link } from '@shop/shared-ui/router';
import { useLocalizedPath } from '@shop/shared-ui';
import { RemoteSlot } from '../federation/remote-slot';
import { LocaleSwitcher } from './locale-switcher';
import { VatToggle } from './vat-toggle';
import { AccountLink } from './account-link';

export function Header() {
  const { t } = useTranslation('host');
  const to = useLocalizedPath();
  return (
    <header className="shop-host-header">
      <div className="shop-host-header__top">
        <Link
          to={to('/')}
          className="shop-host-logo"
          aria-label={`${t('brand')} — ${t('nav.home')}`}
        >
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
            <circle cx="16" cy="10" r="6" fill="#e4572e" />
            <circle cx="10" cy="16" r="6" fill="#f3a712" />
            <circle cx="22" cy="16" r="6" fill="#e4572e" />
            <circle cx="16" cy="22" r="6" fill="#f3a712" />
            <circle cx="16" cy="16" r="4" fill="#2f6b3b" />
          </svg>
          <span>{t('brand')}</span>
        </Link>
        <div className="shop-host-header__prefs">
          <VatToggle />
          <LocaleSwitcher />
        </div>
        <div className="shop-host-header__user">
          <div className="shop-host-header__account">
            <AccountLink />
          </div>
          {/* A fixed box: the mini-cart arriving later must not move the header. */}
          <div className="shop-host-header__cart">
            <RemoteSlot module="checkout/MiniCart" variant="widget" />
          </div>
        </div>
      </div>
      <nav className="shop-host-nav" aria-label={t('nav.main')}>
        <RemoteSlot module="product/CategoryNav" variant="widget" />
        <Link to={to('/cadeaukaart')} className="shop-host-nav__link">
          {t('nav.giftcards')}
        </Link>
      </nav>
    </header>
  );
}
