import { useTranslation } from 'react-i18next';
import { type ReactNode } from 'react';
import { Link, useNavigate, useParams } from '@shop/shared-ui/router';
import { ApiError } from '@shop/shared-http';
import {
  ErrorFallback,
  Skeleton,
  useApiResource,
  useLocale,
  useLocalizedPath,
  useMountPath,
  useDocumentTitle,
} from '@shop/shared-ui';
import '../../../i18n/orders-messages';
import '../orders.css';
import { getOrder, type Order } from '../api/orders-api';
import { carrierNames } from '@shop/contracts/schemas';
import { formatDay, formatOrderedAt } from '../format-date';
import { useLiveOrder } from '../hooks/use-live-order';
import { OrderHistory } from './order-history';
import { OrderLines } from './order-lines';
import { OrderRejectionNotice } from './order-rejection';
import { OrderStatusLabel } from './order-status-label';
import { OrderAddresses, OrderTotals } from './order-summary';

/**
 * The checkout owns the cart, so it repeats the order: the address is the contract between the
 * two teams (`/afrekenen?herhaal=<order uuid>`, read by mfe-checkout's repeat-order).
 */
const REPEAT_ORDER_PARAM = 'herhaal';

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const facts: [string, ReactNode][] = [
    [t('orders.status'), <OrderStatusLabel key="status" status={order.status} />],
    [t('orders.orderedAt'), formatOrderedAt(order.ordered_at, locale)],
    [t('orders.deliveryDate'), formatDay(order.delivery_date, locale)],
    [t('orders.detail.orderedBy'), order.ordered_by],
    [t('orders.detail.payment'), t(`orders.paymentMethods.${order.payment_method}`)],
  ];
  return (
    <>
      {order.rejection && <OrderRejectionNotice rejection={order.rejection} />}
      <dl className="account-order-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="shop-ui-button"
        onClick={() =>
          navigate(to(`/afrekenen?${REPEAT_ORDER_PARAM}=${encodeURIComponent(order.uuid)}`))
        }
      >
        {t('orders.detail.repeat')}
      </button>
      <section aria-labelledby="account-order-lines">
        <h2 id="account-order-lines">{t('orders.detail.lines')}</h2>
        <OrderLines lines={order.lines} />
      </section>
      <OrderTotals order={order} />
      <OrderAddresses order={order} />
      {order.delivery_remark && (
        <section aria-labelledby="account-order-remark">
          <h2 id="account-order-remark">{t('orders.detail.deliveryRemark')}</h2>
          <p className="account-order-remark">{order.delivery_remark}</p>
        </section>
      )}
      {order.track_and_trace.length > 0 && (
        <section aria-labelledby="account-order-tracking">
          <h2 id="account-order-tracking">{t('orders.detail.trackAndTrace')}</h2>
          <ul>
            {order.track_and_trace.map((code) => (
              <li key={code.code}>
                <a href={code.url} target="_blank" rel="noopener noreferrer">
                  {code.code}
                </a>
                {carrierNames[code.carrier] && ` · ${carrierNames[code.carrier]}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <OrderHistory history={order.history} />
    </>
  );
}

/** One order: what was ordered, where it goes, what it cost, where it is now; and repeat it. */
export function OrderDetailPage() {
  const { t } = useTranslation('account');
  const { uuid = '' } = useParams();
  const base = useMountPath();
  const {
    data: loaded,
    error,
    loading,
    reload,
  } = useApiResource((signal) => getOrder(uuid, signal), [uuid]);
  const data = useLiveOrder(loaded);
  const title = data ? t('orders.detail.title', { number: data.number }) : t('nav.orders');
  useDocumentTitle(title);

  let content;
  if (loading) content = <Skeleton lines={6} />;
  else if (error instanceof ApiError && error.status === 404)
    content = <ErrorFallback message={t('orders.detail.notFound')} />;
  else if (error || !data) content = <ErrorFallback onRetry={reload} />;
  else content = <OrderDetail order={data} />;

  return (
    <section aria-labelledby="account-section-title" className="account-order">
      <p>
        <Link to={`${base}/bestellingen`}>{t('orders.detail.back')}</Link>
      </p>
      <h1 id="account-section-title">{title}</h1>
      {content}
    </section>
  );
}
