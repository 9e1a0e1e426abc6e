import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { PageMeta } from '@shop/shared-ui';
import { ApiError } from '@shop/shared-http';
import type { OrderSearchInput } from '@shop/contracts/schemas';
// The form texts of the 'common' namespace (the postcode and order number rules).
import '@shop/shared-ui/forms';
import { searchOrders, type OrderSearchResult } from './api/order-search-api';
import { SearchForm } from './components/search-form';
import { SearchResults } from './components/search-results';

/**
 * Track and trace: an order by its number and postcode, or by delivery address and date. The
 * server renders the forms; what is found is personal, shown in the browser only.
 * `path`: the page inside its locale, its canonical address.
 */
export function OrderSearchPage({ path }: { path: string }) {
  const { t } = useTranslation(['giftcard', 'common']);
  const [submitting, setSubmitting] = useState(false);
  const [apiError, setApiError] = useState<string | null>(null);
  const [results, setResults] = useState<OrderSearchResult[] | null>(null);

  const search = async (input: OrderSearchInput) => {
    setApiError(null);
    setResults(null);
    setSubmitting(true);
    try {
      setResults(await searchOrders(input));
    } catch (error) {
      setApiError(
        error instanceof ApiError && error.message ? error.message : t('common:errors.generic'),
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="giftcard-order-search">
      <PageMeta
        title={t('orderSearch.title')}
        description={t('orderSearch.metaDescription')}
        path={path}
      />
      <h1>{t('orderSearch.title')}</h1>
      <p>{t('orderSearch.intro')}</p>
      <div className="giftcard-order-search__forms">
        <SearchForm
          by="number"
          title={t('orderSearch.byNumber.title')}
          submitting={submitting}
          onSearch={(input) => void search(input)}
          fields={[
            { name: 'orderNumber', label: t('orderSearch.fields.orderNumber') },
            {
              name: 'postcode',
              label: t('orderSearch.fields.postcode'),
              autoComplete: 'postal-code',
            },
          ]}
        />
        <SearchForm
          by="address"
          title={t('orderSearch.byAddress.title')}
          submitting={submitting}
          onSearch={(input) => void search(input)}
          fields={[
            {
              name: 'postcode',
              label: t('orderSearch.fields.postcode'),
              autoComplete: 'postal-code',
            },
            { name: 'housenumber', label: t('orderSearch.fields.housenumber') },
            { name: 'deliveryDate', label: t('orderSearch.fields.deliveryDate'), type: 'date' },
          ]}
        />
      </div>
      {apiError && (
        <p role="alert" className="giftcard-error">
          {apiError}
        </p>
      )}
      {results && <SearchResults results={results} />}
    </section>
  );
}
