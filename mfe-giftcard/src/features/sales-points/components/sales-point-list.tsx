import { useTranslation } from 'react-i18next';
import { useLocale } from '@shop/shared-ui';
import type { Merchant } from '../api/storelocator-api';
import { OpeningHours } from './opening-hours';

/** The results as an ordered list, numbered like the map's dots, each shop under its own heading. */
export function SalesPointList({ merchants }: { merchants: readonly Merchant[] }) {
  const { t } = useTranslation('giftcard');
  const locale = useLocale();
  const km = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 1,
  });
  return (
    <ol className="giftcard-sales-points-list">
      {merchants.map((merchant, index) => (
        <li key={merchant.id} aria-labelledby={`giftcard-sales-point-${merchant.id}`}>
          <h3 id={`giftcard-sales-point-${merchant.id}`}>
            <span className="giftcard-sales-point-number" aria-hidden="true">
              {index + 1}
            </span>{' '}
            {merchant.merchantName}
          </h3>
          <p className="giftcard-sales-point-address">
            {merchant.street} {merchant.houseNumber}, {merchant.postcode} {merchant.city}
          </p>
          <p>
            {t('salesPoints.distanceAway', { distance: km.format(merchant.distance_km) })} ·{' '}
            {t('salesPoints.brandOf', { brand: merchant.brand.name })}
          </p>
          <details>
            <summary>{t('salesPoints.openingHours')}</summary>
            <OpeningHours hours={merchant.openingHours} />
          </details>
        </li>
      ))}
    </ol>
  );
}
