import { useLocale, useTranslation } from '@shop/shared-ui';
import type { Order } from '../api/orders-api';
import { formatOrderedAt } from '../format-date';
import { OrderStatusLabel } from './order-status-label';

/** Every status the order went through, oldest first, with when. */
export function OrderHistory({ history }: { history: Order['history'] }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <section aria-labelledby="account-order-history">
      <h2 id="account-order-history">{t('orders.detail.history')}</h2>
      <ol className="account-order-history">
        {history.map((entry, index) => (
          <li key={index}>
            <time dateTime={entry.at}>{formatOrderedAt(entry.at, locale, true)}</time>{' '}
            <OrderStatusLabel status={entry.to} />
          </li>
        ))}
      </ol>
    </section>
  );
}
