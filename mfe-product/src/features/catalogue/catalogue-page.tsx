import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ErrorFallback,
  Skeleton,
  useApiResource,
  useLocale,
  useLocalizedPath,
} from '@shop/shared-ui';
import { CATALOGUE_PAGE_ITEMS, listCategories, listProducts } from '../../api/catalogue-api';
import { ProductCard } from './components/product-card';
import { Pagination } from './components/pagination';
import { SearchBox } from './components/search-box';

/** Home and category pages: product cards with search and pagination, prices per VAT mode. */
export function CataloguePage() {
  const { t } = useTranslation(['product', 'common']);
  const locale = useLocale();
  const to = useLocalizedPath();
  const { category } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const products = useApiResource(
    (signal) => listProducts({ page, search: search || undefined, category }, signal),
    [page, search, category, locale],
  );
  const categories = useApiResource((signal) => listCategories(signal), [locale]);
  const categoryName = categories.data?.items.find((c) => c.slug === category)?.name;
  const title = categoryName ?? t('catalogue.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  const pages = products.data ? Math.ceil(products.data.totalItems / CATALOGUE_PAGE_ITEMS) : 0;
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return `?${next.toString()}`;
  };
  return (
    <section className="product-catalogue" aria-labelledby="catalogue-title">
      <h1 id="catalogue-title">{title}</h1>
      <SearchBox
        key={search}
        initial={search}
        onSearch={(value) => setParams(value ? { search: value } : {})}
      />
      {products.error || products.data === null ? (
        // A failed list answers null (logged by the API client): the generic message.
        <ErrorFallback onRetry={products.reload} />
      ) : !products.data ? (
        <Skeleton lines={8} />
      ) : products.data.items.length === 0 ? (
        <div role="status">
          <p>{t('common:errors.noResults')}</p>
          <p>{t('catalogue.suggestion')}</p>
          <Link to={to('/')}>{t('catalogue.showAll')}</Link>
        </div>
      ) : (
        <>
          <p role="status" className="product-catalogue__count">
            {t('catalogue.results', { count: products.data.totalItems })}
          </p>
          <ul className="product-grid" aria-busy={products.loading}>
            {products.data.items.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </ul>
          <Pagination page={page} pages={pages} hrefFor={hrefFor} />
        </>
      )}
    </section>
  );
}
