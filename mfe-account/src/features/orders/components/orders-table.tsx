import { useTranslation } from 'react-i18next';
import { Link } from '@shop/shared-ui/router';
import { Price, useLocale, useMountPath } from '@shop/shared-ui';
import type { Order } from '../api/orders-api';
import { formatDay, formatOrderedAt } from '../format-date';
import { OrderStatusLabel } from './order-status-label';

/**
 * The orders as a real table (screen readers announce each cell with its column); below 600 px
 * each row becomes a block of labelled cells (the labels come from `data-label`).
 */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const base = useMountPath();
  const columns = {
    number: t('orders.number'),
    orderedAt: t('orders.orderedAt'),
    deliveryDate: t('orders.deliveryDate'),
    status: t('orders.status'),
    total: t('orders.total'),
  };
  return (
    <table className="account-orders-table account-card-table">
      <caption className="shop-ui-visually-hidden">{t('orders.caption')}</caption>
      <thead>
        <tr>
          {Object.values(columns).map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.uuid}>
            <th scope="row" data-label={columns.number}>
              <Link to={`${base}/bestellingen/${order.uuid}`}>{order.number}</Link>
            </th>
            <td data-label={columns.orderedAt}>{formatOrderedAt(order.ordered_at, locale)}</td>
            <td data-label={columns.deliveryDate}>{formatDay(order.delivery_date, locale)}</td>
            <td data-label={columns.status}>
              <OrderStatusLabel status={order.status} />
            </td>
            <td data-label={columns.total}>
              <Price price={order.total} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
