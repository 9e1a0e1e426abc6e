import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@shop/shared-ui/router';
import { formatMoney, PageMeta, Skeleton, useLocale } from '@shop/shared-ui';
import { apiErrorMessage, FormAlert } from '@shop/shared-ui/forms';
import { ApiError } from '@shop/shared-http';
import type { BackOfficeHistoryEntry, BackOfficeOrder } from '@shop/contracts/api';
import { backOfficeApi } from '../../api/back-office-api';
import { formatDay, formatMoment } from '../../components/format';
import { TransitionForm } from './components/transition-form';
import { TrackAndTraceForm } from './components/track-and-trace-form';
import { CancelForm } from './components/cancel-form';
import { Captures, captureNotice, Refunds } from './components/money-moves';

/**
 * One order for the shop's staff: what was ordered, for when and where, its history with who
 * made each step, its track & trace, refunds and captures, and the steps possible now (ADR 0039).
 */
export function OrderDetailPage({ uuid, base }: { uuid: string; base: string }) {
  const { t } = useTranslation(['backoffice', 'common']);
  const locale = useLocale();
  const id = useId();
  const [order, setOrder] = useState<BackOfficeOrder | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  // A ship whose payment the provider would not (or did not yet) take: staff must act on it.
  const [moneyAlert, setMoneyAlert] = useState<string | null>(null);
  const newsRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let current = true;
    setOrder(null);
    setLoadError(null);
    backOfficeApi
      .order(uuid)
      .then((answer) => current && setOrder(answer))
      .catch(
        (error: unknown) =>
          current &&
          setLoadError(
            error instanceof ApiError && error.status === 404
              ? t('detail.notFound')
              : apiErrorMessage(error, t),
          ),
      );
    return () => {
      current = false;
    };
  }, [uuid, t]);

  useEffect(() => {
    if (news) newsRef.current?.focus();
  }, [news]);

  /** An action's answer is the order as it is now: shown at once, announced. */
  const changed = (next: BackOfficeOrder, message: string) => {
    if (order) setMoneyAlert(captureNotice(order, next, t));
    setOrder(next);
    setNews(message);
  };

  const back = (
    <Link className="backoffice-back" to={base || '/'}>
      {t('detail.back')}
    </Link>
  );
  if (loadError)
    return (
      <section className="backoffice-order">
        <PageMeta title={t('title')} noIndex />
        {back}
        <FormAlert message={loadError} />
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
  const address = order.delivery_address;

  return (
    <section className="backoffice-order" aria-labelledby={`${id}-title`}>
      <PageMeta title={`${title} · ${t('title')}`} noIndex />
      {back}
      <h1 id={`${id}-title`}>{title}</h1>
      <p ref={newsRef} role="status" tabIndex={-1} className="backoffice-news">
        {news}
      </p>
      <FormAlert message={moneyAlert} />

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
            <TrackAndTraceForm
              order={order}
              onAdded={(next, code) => changed(next, t('detail.added', { code }))}
            />
          )}
        </section>
      </div>

      <section aria-labelledby={`${id}-lines`}>
        <h2 id={`${id}-lines`}>{t('detail.lines')}</h2>
        <div className="backoffice-table-wrap">
          <table className="backoffice-table">
            <thead>
              <tr>
                <th scope="col">{t('detail.product')}</th>
                <th scope="col" className="backoffice-number">
                  {t('detail.quantity')}
                </th>
                <th scope="col" className="backoffice-number">
                  {t('detail.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, index) => (
                <tr key={index}>
                  <th scope="row">
                    {line.product.name}
                    {Object.values(line.properties).length > 0 && (
                      <span className="backoffice-muted">
                        {' '}
                        · {Object.values(line.properties).join(', ')}
                      </span>
                    )}
                  </th>
                  <td data-label={t('detail.quantity')} className="backoffice-number">
                    {line.quantity}
                  </td>
                  <td data-label={t('detail.lineTotal')} className="backoffice-number">
                    {formatMoney(line.price_total.incl_vat)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <Captures captures={order.captures} />
      <Refunds refunds={order.refunds} />

      <section aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`}>{t('detail.history')}</h2>
        <div className="backoffice-table-wrap">
          <table className="backoffice-table">
            <thead>
              <tr>
                <th scope="col">{t('detail.when')}</th>
                <th scope="col">{t('detail.step')}</th>
                <th scope="col">{t('detail.who')}</th>
                <th scope="col">{t('detail.noteColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {order.history.map((entry, index) => (
                <tr key={index}>
                  <td>{formatMoment(locale, entry.at)}</td>
                  <td data-label={t('detail.step')}>
                    {entry.from ? `${t(`common:orderStatus.${entry.from}`)} → ` : ''}
                    {t(`common:orderStatus.${entry.to}`)}
                  </td>
                  <td data-label={t('detail.who')}>
                    <Actor entry={entry} />
                  </td>
                  <td data-label={t('detail.noteColumn')}>{entry.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {cancelable && (
        <CancelForm
          order={order}
          onCanceled={(next) => changed(next, t('detail.canceled', { number: next.number }))}
        />
      )}
    </section>
  );
}

/** Who made a step: a staff member by name, else the kind of actor. */
function Actor({ entry }: { entry: BackOfficeHistoryEntry }) {
  const { t } = useTranslation('backoffice');
  if (entry.actor_name) return <>{entry.actor_name}</>;
  const kind = entry.actor.split(':')[0] ?? '';
  const known = ['customer', 'guest', 'system', 'payment', 'client'];
  return <>{known.includes(kind) ? t(`detail.actor.${kind}`) : entry.actor}</>;
}
