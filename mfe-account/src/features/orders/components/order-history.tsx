import { useTranslation } from 'react-i18next';
import { useLocale } from '@shop/shared-ui';
import type { Order } from '../api/orders-api';
import { formatOrderedAt } from '../format-date';
import { OrderStatusLabel } from './order-status-label';

/** Every status the order went through, oldest first, with when; a rejection with why and who. */
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
            {entry.rejection && (
              <>
                {' '}
                {entry.rejection.rejected_by
                  ? t('orders.rejection.historyBy', { name: entry.rejection.rejected_by })
                  : t('orders.rejection.history')}{' '}
                {t('orders.rejection.reason', { reason: entry.rejection.reason })}
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
