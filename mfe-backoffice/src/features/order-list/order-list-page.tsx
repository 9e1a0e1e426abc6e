import { useTranslation } from 'react-i18next';
import { useEffect, useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Link, useSearchParams } from '@shop/shared-ui/router';
import { formatMoney, PageMeta, Skeleton, useLocale } from '@shop/shared-ui';
import { apiErrorMessage, FormAlert, FormField, useFormFeedback } from '@shop/shared-ui/forms';
import type { Page } from '@shop/shared-http';
import type { BackOfficeOrderSummary } from '@shop/contracts/api';
import {
  backOfficeOrderFilterSchema,
  issuesToViolations,
  orderStatuses,
} from '@shop/contracts/schemas';
import {
  backOfficeApi,
  ORDERS_PER_PAGE,
  orderListSearch,
  type OrderListQuery,
} from '../../api/back-office-api';
import { formatDay } from '../../components/format';

const fields = ['status', 'delivery_from', 'delivery_till', 'search'] as const;

/** The list's filters and page, read from the address (so a list can be shared and reloaded). */
function queryOf(params: URLSearchParams): OrderListQuery {
  const parsed = v.safeParse(backOfficeOrderFilterSchema, {
    ...(params.get('status') ? { status: params.get('status') } : {}),
    ...(params.get('delivery_from') ? { delivery_from: params.get('delivery_from') } : {}),
    ...(params.get('delivery_till') ? { delivery_till: params.get('delivery_till') } : {}),
    ...(params.get('search') ? { search: params.get('search') } : {}),
  });
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return parsed.success ? { ...parsed.output, page } : { page };
}

/** Orders by status and delivery date, soonest delivery first (ADR 0039). */
export function OrderListPage({ base }: { base: string }) {
  const { t } = useTranslation(['backoffice', 'common']);
  const locale = useLocale();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const key = orderListSearch(query).toString();
  const feedback = useFormFeedback(fields);
  const [result, setResult] = useState<Page<BackOfficeOrderSummary> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setLoadError(null);
    backOfficeApi
      .listOrders(query)
      .then((page) => current && setResult(page))
      .catch((error: unknown) => current && setLoadError(apiErrorMessage(error, t)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
    // The address's query is the list's whole input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const status = form.getAll('status').map(String).filter(Boolean);
    const values = Object.fromEntries(
      (['delivery_from', 'delivery_till', 'search'] as const)
        .map((name) => [name, String(form.get(name) ?? '').trim()] as const)
        .filter(([, value]) => value !== ''),
    );
    const parsed = v.safeParse(backOfficeOrderFilterSchema, {
      ...values,
      ...(status.length ? { status: status.join(',') } : {}),
    });
    if (!parsed.success) return feedback.showViolations(issuesToViolations(parsed.issues));
    feedback.clear();
    setParams(orderListSearch({ ...parsed.output, page: 1 }));
  };

  const pages = result ? Math.max(1, Math.ceil(result.totalItems / ORDERS_PER_PAGE)) : 1;
  const page = Math.min(query.page ?? 1, pages);
  const goTo = (next: number) => setParams(orderListSearch({ ...query, page: next }));

  return (
    <section className="backoffice-orders" aria-labelledby={`${id}-title`}>
      <PageMeta title={`${t('list.title')} · ${t('title')}`} noIndex />
      <h1 id={`${id}-title`}>{t('list.title')}</h1>
      <form
        key={key}
        ref={feedback.formRef}
        className="backoffice-filters"
        aria-label={t('list.filters')}
        noValidate
        onSubmit={filter}
      >
        <FormAlert message={feedback.formError} />
        <fieldset className="backoffice-statuses">
          <legend>{t('list.status')}</legend>
          {orderStatuses.map((status) => (
            <label key={status}>
              <input
                type="checkbox"
                name="status"
                value={status}
                defaultChecked={query.status?.includes(status) ?? false}
              />
              {t(`common:orderStatus.${status}`)}
            </label>
          ))}
        </fieldset>
        <div className="backoffice-filter-fields">
          <FormField
            name="delivery_from"
            type="date"
            label={t('list.deliveryFrom')}
            defaultValue={query.delivery_from ?? ''}
            error={feedback.fieldErrors.delivery_from}
          />
          <FormField
            name="delivery_till"
            type="date"
            label={t('list.deliveryTill')}
            defaultValue={query.delivery_till ?? ''}
            error={feedback.fieldErrors.delivery_till}
          />
          <FormField
            name="search"
            type="search"
            label={t('list.search')}
            defaultValue={query.search ?? ''}
            error={feedback.fieldErrors.search}
          />
        </div>
        <div className="backoffice-actions">
          <button type="submit" className="shop-ui-button">
            {t('list.apply')}
          </button>
          <button
            type="button"
            className="shop-ui-button backoffice-secondary"
            onClick={() => setParams(new URLSearchParams())}
          >
            {t('list.reset')}
          </button>
        </div>
      </form>

      <FormAlert message={loadError} />
      <div aria-live="polite" aria-busy={loading}>
        {loading && !result ? (
          <Skeleton />
        ) : result && result.items.length === 0 ? (
          <p role="status">{t('list.none')}</p>
        ) : result ? (
          <>
            <p role="status">{t('list.count', { count: result.totalItems })}</p>
            <div className="backoffice-table-wrap">
              <table className="backoffice-table">
                <caption>{t('list.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('list.number')}</th>
                    <th scope="col">{t('list.delivery')}</th>
                    <th scope="col">{t('list.statusColumn')}</th>
                    <th scope="col">{t('list.orderedBy')}</th>
                    <th scope="col">{t('list.city')}</th>
                    <th scope="col" className="backoffice-number">
                      {t('list.total')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.items.map((order) => (
                    <tr key={order.uuid}>
                      <th scope="row">
                        <Link
                          to={`${base}/${order.uuid}`}
                          aria-label={t('list.open', { number: order.number })}
                        >
                          {order.number}
                        </Link>
                      </th>
                      <td data-label={t('list.delivery')}>
                        {formatDay(locale, order.delivery_date)}
                      </td>
                      <td data-label={t('list.statusColumn')}>
                        <span className={`backoffice-status backoffice-status--${order.status}`}>
                          {t(`common:orderStatus.${order.status}`)}
                        </span>
                      </td>
                      <td data-label={t('list.orderedBy')}>
                        {order.ordered_by}
                        <br />
                        <span className="backoffice-muted">{order.email}</span>
                      </td>
                      <td data-label={t('list.city')}>{order.delivery_city}</td>
                      <td data-label={t('list.total')} className="backoffice-number">
                        {formatMoney(order.total)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 && (
              <nav className="backoffice-pages" aria-label={t('list.pages')}>
                <button
                  type="button"
                  className="shop-ui-button backoffice-secondary"
                  disabled={page <= 1}
                  onClick={() => goTo(page - 1)}
                >
                  {t('list.previous')}
                </button>
                <span>{t('list.page', { page, pages })}</span>
                <button
                  type="button"
                  className="shop-ui-button backoffice-secondary"
                  disabled={page >= pages}
                  onClick={() => goTo(page + 1)}
                >
                  {t('list.next')}
                </button>
              </nav>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}
