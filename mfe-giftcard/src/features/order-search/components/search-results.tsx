import { useTranslation } from 'react-i18next';
import { Link } from '@shop/shared-ui/router';
import { useLocale, useLocalizedPath } from '@shop/shared-ui';
import { remotePagePaths } from '@shop/contracts/routes';
import type { OrderSearchResult } from '../api/order-search-api';

/** The orders found: number, status in words, delivery date and the carriers' links. */
export function SearchResults({ results }: { results: OrderSearchResult[] }) {
  const { t } = useTranslation('giftcard');
  const locale = useLocale();
  const to = useLocalizedPath();
  const day = (date: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );

  if (results.length === 0)
    return (
      <p role="status" className="giftcard-result">
        {t('orderSearch.results.none')}
      </p>
    );
  return (
    <div role="status" className="giftcard-result">
      <h2>{t('orderSearch.results.title')}</h2>
      <ul className="giftcard-order-results">
        {results.map((order) => (
          <li key={order.number}>
            <h3>{t('orderSearch.results.order', { number: order.number })}</h3>
            <dl>
              <dt>{t('orderSearch.results.status')}</dt>
              <dd>{t(`common:orderStatus.${order.status}`)}</dd>
              <dt>{t('orderSearch.results.deliveryDate')}</dt>
              <dd>{day(order.delivery_date)}</dd>
            </dl>
            {order.track_and_trace.length > 0 ? (
              <ul aria-label={t('orderSearch.results.trackAndTrace')}>
                {order.track_and_trace.map((parcel) => (
                  <li key={parcel.code}>
                    <a href={parcel.url} target="_blank" rel="noopener noreferrer">
                      {t('orderSearch.results.follow', { code: parcel.code })}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('orderSearch.results.noTrackAndTrace')}</p>
            )}
            {order.uuid && (
              <Link to={to(remotePagePaths.accountOrder(order.uuid))}>
                {t('orderSearch.results.details')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
