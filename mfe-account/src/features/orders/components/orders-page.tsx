import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { useSearchParams } from '@shop/shared-ui/router';
import { ErrorFallback, Skeleton, useApiResource, useDocumentTitle } from '@shop/shared-ui';
import type { OrderFilter } from '@shop/contracts/schemas';
import '../../../i18n/orders-messages';
import '../orders.css';
import { listOrders, ORDERS_PAGE_ITEMS } from '../api/orders-api';
import { filterFromParams, isFiltered, pageFromParams, paramsFor } from '../order-filter-params';
import { OrderFilters } from './order-filters';
import { OrdersPagination } from './orders-pagination';
import { OrdersTable } from './orders-table';

/**
 * The orders screen: the orders the user may read (their own; with orders.read their
 * company's), newest first, 15 a page, filtered by status and by the days they were placed.
 */
export function OrdersPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const page = pageFromParams(params);
  const { data, error, loading, reload } = useApiResource(
    (signal) => listOrders(filter, page, signal),
    [params.toString()],
  );
  const resultsTitle = useRef<HTMLHeadingElement>(null);
  const movedPage = useRef(false);
  const title = t('nav.orders');
  useDocumentTitle(title);
  // After choosing another page, the keyboard continues at the top of the new page's results.
  useEffect(() => {
    if (!loading && movedPage.current) {
      movedPage.current = false;
      resultsTitle.current?.focus();
    }
  }, [loading]);

  const apply = (next: OrderFilter) => setParams(paramsFor(next));
  const goTo = (next: number) => {
    movedPage.current = true;
    setParams(paramsFor(filter, next));
  };

  let results;
  if (loading) results = <Skeleton lines={5} />;
  else if (error || !data) results = <ErrorFallback onRetry={reload} />;
  else if (!data.items.length)
    results = (
      <p className="account-orders-empty">
        {t(isFiltered(filter) ? 'orders.emptyFiltered' : 'orders.empty')}
      </p>
    );
  else
    results = (
      <>
        <OrdersTable orders={data.items} />
        <OrdersPagination
          page={page}
          pages={Math.ceil(data.totalItems / ORDERS_PAGE_ITEMS)}
          onPage={goTo}
        />
      </>
    );

  return (
    <section aria-labelledby="account-section-title" className="account-orders">
      <h1 id="account-section-title">{title}</h1>
      {/* Keyed by the address, so back and forward show the filters of the list they show. */}
      <OrderFilters key={paramsFor(filter).toString()} filter={filter} onApply={apply} />
      <h2 ref={resultsTitle} tabIndex={-1} className="shop-ui-visually-hidden">
        {t('orders.caption')}
      </h2>
      <p role="status" className="account-orders-count">
        {data && !loading ? t('orders.count', { count: data.totalItems }) : ''}
      </p>
      {results}
    </section>
  );
}
