import { useTranslation } from 'react-i18next';
import { Link } from '@shop/shared-ui/router';
import { useLocalizedPath } from '@shop/shared-ui';

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
            <Link to={to('/bestelling-zoeken')}>{t('nav.orderSearch')}</Link>
          </li>
          <li>
            <Link to={to('/mijn-account')}>{t('nav.account')}</Link>
          </li>
        </ul>
      </nav>
      {/* The licences of the postcode and place data the API ships ask for this (api/data/geo). */}
      <p>
        <small>
          {t('footer.geonamesCredit')} (
          <a href="https://www.geonames.org">https://www.geonames.org</a>),{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>.{' '}
          {t('footer.whosOnFirstCredit')} (
          <a href="https://whosonfirst.org/docs/licenses/">
            https://whosonfirst.org/docs/licenses/
          </a>
          ).
        </small>
      </p>
      <p className="shop-host-footer__release">
        {t('footer.release', { release: process.env.SHOP_RELEASE })}
      </p>
    </footer>
  );
}
