import { Link } from '@shop/shared-ui/router';
import { useLocalizedPath, useTranslation } from '@shop/shared-ui';

export function Footer() {
  const { t } = useTranslation('host');
  const to = useLocalizedPath();
  return (
    <footer className="shop-host-footer">
      <p>{t('footer.tagline')}</p>
      <nav aria-label={t('footer.service')}>
        <ul>
          <li>
            <Link to={to('/cadeaukaart')}>{t('nav.giftcards')}</Link>
          </li>
          <li>
            <Link to={to('/mijn-account')}>{t('nav.account')}</Link>
          </li>
        </ul>
      </nav>
      <p className="shop-host-footer__release">
        {t('footer.release', { release: process.env.SHOP_RELEASE })}
      </p>
    </footer>
  );
}
