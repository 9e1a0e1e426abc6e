import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@shop/contracts/schemas';

/** A status in words; the raw value stays available to styles (`data-status`). */
export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('account');
  return (
    <span className="account-order-status" data-status={status}>
      {t(`common:orderStatus.${status}`)}
    </span>
  );
}
