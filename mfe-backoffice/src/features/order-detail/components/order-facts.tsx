import { useTranslation } from 'react-i18next';
import { formatMoney, useLocale } from '@shop/shared-ui';
import type { BackOfficeOrder } from '@shop/contracts/api';
import { formatDay, formatMoment } from '../../../components/format';

/** The order's facts: its status, for when, who ordered it, where it goes, what it costs. */
export function OrderFacts({ order }: { order: BackOfficeOrder }) {
  const { t } = useTranslation(['backoffice', 'common']);
  const locale = useLocale();
  const address = order.delivery_address;
  return (
    <dl className="backoffice-facts">
      <div>
        <dt>{t('detail.status')}</dt>
        <dd>
          <span
            className={`backoffice-status backoffice-status--${order.status}`}
            data-status={order.status}
          >
            {t(`common:orderStatus.${order.status}`)}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('detail.deliveryDate')}</dt>
        <dd>{formatDay(locale, order.delivery_date)}</dd>
      </div>
      <div>
        <dt>{t('detail.orderedAt')}</dt>
        <dd>{formatMoment(locale, order.ordered_at)}</dd>
      </div>
      <div>
        <dt>{t('detail.orderedBy')}</dt>
        <dd>
          {order.ordered_by} · <a href={`mailto:${order.email}`}>{order.email}</a>
        </dd>
      </div>
      <div>
        <dt>{t('detail.deliveryAddress')}</dt>
        <dd>
          {[
            [address.companyName, address.firstname, address.lastname].filter(Boolean).join(' '),
            [address.street, address.housenumber, address.housenumber_addition]
              .filter(Boolean)
              .join(' '),
            [address.postcode, address.city].filter(Boolean).join(' '),
            address.country,
            address.phoneNumber,
          ]
            .filter(Boolean)
            .map((line) => (
              <span key={line} className="backoffice-line">
                {line}
              </span>
            ))}
        </dd>
      </div>
      {order.delivery_remark && (
        <div>
          <dt>{t('detail.remark')}</dt>
          <dd>{order.delivery_remark}</dd>
        </div>
      )}
      <div>
        <dt>{t('detail.total')}</dt>
        <dd>{formatMoney(order.total.incl_vat)}</dd>
      </div>
    </dl>
  );
}
