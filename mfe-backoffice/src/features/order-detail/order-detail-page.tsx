import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@shop/shared-ui/router';
import { PageMeta, Skeleton } from '@shop/shared-ui';
import { FormAlert } from '@shop/shared-ui/forms';
import type { BackOfficeOrder } from '@shop/contracts/api';
import { useBackOfficeOrder } from './hooks/use-back-office-order';
import { TransitionForm } from './components/transition-form';
import { CancelForm } from './components/cancel-form';
import { Captures, captureNotice, Refunds } from './components/money-moves';
import { OrderFacts } from './components/order-facts';
import { OrderTracking } from './components/order-tracking';
import { OrderLines } from './components/order-lines';
import { OrderHistory } from './components/order-history';

/**
 * One order for the shop's staff: what was ordered, for when and where, its history with who
 * made each step, its track & trace, refunds and captures, and the steps possible now (ADR 0039).
 */
export function OrderDetailPage({ uuid, base }: { uuid: string; base: string }) {
  const { t } = useTranslation(['backoffice', 'common']);
  const id = useId();
  const { order, error, replace } = useBackOfficeOrder(uuid);
  const [news, setNews] = useState<string | null>(null);
  // A ship whose payment the provider would not (or did not yet) take: staff must act on it.
  const [moneyAlert, setMoneyAlert] = useState<string | null>(null);
  const newsRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (news) newsRef.current?.focus();
  }, [news]);

  /** An action's answer is the order as it is now: shown at once, announced. */
  const changed = (next: BackOfficeOrder, message: string) => {
    if (order) setMoneyAlert(captureNotice(order, next, t));
    replace(next);
    setNews(message);
  };

  const back = (
    <Link className="backoffice-back" to={base || '/'}>
      {t('detail.back')}
    </Link>
  );
  if (error)
    return (
      <section className="backoffice-order">
        <PageMeta title={t('title')} noIndex />
        {back}
        <FormAlert message={error} />
      </section>
    );
  if (!order)
    return (
      <section className="backoffice-order" aria-busy="true">
        {back}
        <Skeleton />
      </section>
    );

  const steps = order.available_transitions.filter((step) => step !== 'cancel');
  const cancelable = order.available_transitions.includes('cancel');
  const title = t('detail.title', { number: order.number });

  return (
    <section className="backoffice-order" aria-labelledby={`${id}-title`}>
      <PageMeta title={`${title} · ${t('title')}`} noIndex />
      {back}
      <h1 id={`${id}-title`}>{title}</h1>
      <p ref={newsRef} role="status" tabIndex={-1} className="backoffice-news">
        {news}
      </p>
      <FormAlert message={moneyAlert} />
      <OrderFacts order={order} />

      <div className="backoffice-columns">
        <section aria-labelledby={`${id}-actions`} className="backoffice-panel">
          <h2 id={`${id}-actions`}>{t('detail.actions')}</h2>
          {steps.length > 0 ? (
            <TransitionForm
              order={order}
              steps={steps}
              onMoved={(next) =>
                changed(
                  next,
                  t('detail.moved', {
                    number: next.number,
                    status: t(`common:orderStatus.${next.status}`),
                  }),
                )
              }
            />
          ) : (
            <p>{t('detail.noActions')}</p>
          )}
        </section>
        <OrderTracking
          order={order}
          onAdded={(next, code) => changed(next, t('detail.added', { code }))}
        />
      </div>

      <OrderLines lines={order.lines} />
      <Captures captures={order.captures} />
      <Refunds refunds={order.refunds} />
      <OrderHistory history={order.history} />

      {cancelable && (
        <CancelForm
          order={order}
          onCanceled={(next) => changed(next, t('detail.canceled', { number: next.number }))}
        />
      )}
    </section>
  );
}
