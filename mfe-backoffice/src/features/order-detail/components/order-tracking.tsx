import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { useLocale } from '@shop/shared-ui';
import type { BackOfficeOrder } from '@shop/contracts/api';
import { formatMoment } from '../../../components/format';
import { TrackAndTraceForm } from './track-and-trace-form';

/** The order's parcels with their carriers' links, and a form to add one while it can travel. */
export function OrderTracking({
  order,
  onAdded,
}: {
  order: BackOfficeOrder;
  onAdded: (next: BackOfficeOrder, code: string) => void;
}) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-tracking`} className="backoffice-panel">
      <h2 id={`${id}-tracking`}>{t('detail.trackAndTrace')}</h2>
      {order.track_and_trace.length > 0 ? (
        <ul className="backoffice-parcels">
          {order.track_and_trace.map((parcel) => (
            <li key={`${parcel.carrier}-${parcel.code}`}>
              <a href={parcel.url} target="_blank" rel="noopener noreferrer">
                {t('detail.follow', {
                  code: parcel.code,
                  carrier: t(`detail.carriers.${parcel.carrier}`),
                })}
              </a>{' '}
              <span className="backoffice-muted">{formatMoment(locale, parcel.added_at)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('detail.noTrackAndTrace')}</p>
      )}
      {order.status !== 'canceled' && order.status !== 'archived' && (
        <TrackAndTraceForm order={order} onAdded={onAdded} />
      )}
    </section>
  );
}
