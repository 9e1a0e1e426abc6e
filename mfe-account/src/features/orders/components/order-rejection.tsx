import { useTranslation } from 'react-i18next';
import { useLocale } from '@shop/shared-ui';
import type { Order } from '../api/orders-api';
import { formatOrderedAt } from '../format-date';

/** A rejected company order says so on its page: by whom, when and why (ADR 0027). */
export function OrderRejectionNotice({
  rejection,
}: {
  rejection: NonNullable<Order['rejection']>;
}) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const date = formatOrderedAt(rejection.at, locale);
  return (
    <section aria-labelledby="account-order-rejection" className="account-order-rejection">
      <h2 id="account-order-rejection">{t('orders.rejection.title')}</h2>
      <p>
        {rejection.rejected_by
          ? t('orders.rejection.by', { name: rejection.rejected_by, date })
          : t('orders.rejection.on', { date })}
      </p>
      <p className="account-order-rejection__reason">
        {t('orders.rejection.reason', { reason: rejection.reason })}
      </p>
    </section>
  );
}
