import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from '@shop/shared-ui/router';
import {
  ErrorFallback,
  intlLocale,
  Price,
  Skeleton,
  useApiResource,
  useLocale,
  useLocalizedPath,
} from '@shop/shared-ui';
import { ApiError } from '@shop/shared-http';
import { apiErrorMessage } from '@shop/shared-ui/forms';
import { checkoutApi } from '../api/checkout-api';
import { checkoutDraft, lastOrder, newAttemptKey } from '../checkout-draft';
import { useLiveOrder } from '../use-live-order';
import { cartStore } from '../../../cart/cart-store';
import { streetLine } from '@shop/contracts/format';

/**
 * While the provider has not reported yet and the hub is not listening (useLiveOrder: not yet,
 * or it refused): ask again this often, at most this many times. Once the hub listens, the
 * outcome comes whenever the provider tells us, however late.
 */
const POLL_MS = 2000;
const POLLS = 15;

/**
 * Where the shopper lands after placing the order, or back from the bank: the order number when
 * it is paid (or waits for approval), a wait while the payment is confirmed, or a way to try
 * again when the payment failed.
 */
export function ConfirmationPage({ retry }: { retry: string }) {
  const { t } = useTranslation(['checkout', 'common']);
  const { uuid = '' } = useParams();
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const secret = lastOrder.read(uuid)?.secret ?? null;
  const order = useApiResource((signal) => checkoutApi.order(uuid, secret, signal), [uuid]);
  const { reload, loading } = order;
  const { order: live, live: listening } = useLiveOrder(order.data, { secret, reread: reload });
  const status = live?.status;
  const placed = status !== undefined && status !== 'payment-pending' && status !== 'canceled';
  const polls = useRef(0);

  useEffect(() => {
    if (!placed) return;
    // The cart is an order now: the next visit starts a new cart and a new checkout.
    cartStore.forget();
    checkoutDraft.clear();
  }, [placed]);
  useEffect(() => {
    if (status !== 'payment-pending' || listening || loading || polls.current >= POLLS) return;
    const timer = setTimeout(() => {
      polls.current += 1;
      reload();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [status, listening, loading, reload]);
  useEffect(() => {
    if (status) heading.current?.focus();
  }, [status]);

  if (order.error) {
    const gone = order.error instanceof ApiError && order.error.status === 404;
    return (
      <ErrorFallback
        message={gone ? t('checkout.confirmation.notFound') : apiErrorMessage(order.error, t)}
        onRetry={order.reload}
      />
    );
  }
  if (!live) return <Skeleton lines={6} />;
  const data = live;
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${data.delivery_date}T00:00:00Z`));

  if (data.status === 'canceled')
    return (
      <section className="checkout-confirmation" aria-labelledby="confirmation-title">
        <h1 id="confirmation-title" ref={heading} tabIndex={-1}>
          {t('checkout.confirmation.failedTitle')}
        </h1>
        <p role="alert">{t('checkout.confirmation.failed', { number: data.number })}</p>
        <button
          type="button"
          className="shop-ui-button"
          onClick={() => {
            checkoutDraft.update({ attemptKey: newAttemptKey() });
            navigate(retry);
          }}
        >
          {t('checkout.confirmation.retry')}
        </button>
      </section>
    );

  if (data.status === 'payment-pending')
    return (
      <section
        className="checkout-confirmation"
        aria-labelledby="confirmation-title"
        aria-busy="true"
      >
        <h1 id="confirmation-title" ref={heading} tabIndex={-1}>
          {t('checkout.confirmation.waitingTitle')}
        </h1>
        <p role="status">{t('checkout.confirmation.waiting')}</p>
        <button type="button" className="shop-ui-button" onClick={order.reload}>
          {t('checkout.confirmation.checkAgain')}
        </button>
      </section>
    );

  const address = data.delivery_address;
  // Gift cards are mailed once paid, never delivered (ADR 0021).
  const giftCards = data.lines.some((line) => line.gift_card);
  const delivered = data.lines.some((line) => !line.gift_card);
  return (
    <section className="checkout-confirmation" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title" ref={heading} tabIndex={-1}>
        {t('checkout.confirmation.title')}
      </h1>
      <p data-testid="order-number">{t('checkout.confirmation.number', { number: data.number })}</p>
      {data.status === 'approvement-pending' && <p>{t('checkout.confirmation.approval')}</p>}
      <p>{t('checkout.confirmation.mailed', { email: data.email })}</p>
      {giftCards && (
        <p data-testid="gift-card-notice">
          {t('checkout.confirmation.giftCards', { email: data.email })}
        </p>
      )}
      {delivered && (
        <>
          <p>{t('checkout.confirmation.deliveryOn', { date })}</p>
          <h2>{t('checkout.confirmation.deliveredTo')}</h2>
          <address>
            {address.firstname} {address.lastname}
            <br />
            {streetLine(address)}
            <br />
            {address.postcode} {address.city}
          </address>
        </>
      )}
      <ul className="checkout-summary__lines">
        {data.lines.map((line, index) => (
          <li key={index} className="checkout-summary__line">
            <span>
              {line.quantity} × {line.product.name}
            </span>
            <Price price={line.price_total} />
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__totals">
        <dt>{t('checkout.order.delivery')}</dt>
        <dd>
          <Price price={data.delivery_cost} />
        </dd>
        <dt className="checkout-summary__total">{t('checkout.order.total')}</dt>
        <dd className="checkout-summary__total">
          <Price price={data.total} />
        </dd>
      </dl>
      <Link to={to('/')}>{t('checkout.confirmation.continueShopping')}</Link>
    </section>
  );
}
