import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@shop/shared-ui/router';
import {
  ErrorFallback,
  PageMeta,
  Skeleton,
  useApiResource,
  useLocale,
  useLocalizedPath,
  usePageData,
} from '@shop/shared-ui';
import {
  CATALOGUE_PAGE_ITEMS,
  getProductFilters,
  listCategories,
  listProducts,
  type Category,
  type ProductFilters,
  type ProductSummary,
} from '../../api/catalogue-api';
import type { Page } from '@shop/shared-http';
import { categoriesKey, filtersKey, productsKey } from '../../api/page-data-keys';
import '../../i18n/catalogue-filters';
import { CatalogueFilters } from './components/catalogue-filters';
import { listQueryOf, useCatalogueQuery } from './hooks/use-catalogue-query';
import { ProductCard } from '../../components/product-card';
import { NotFound } from '../../components/not-found';
import { BreadcrumbJsonLd } from '../../components/breadcrumb-json-ld';
import { Pagination } from './components/pagination';
import { SearchBox } from './components/search-box';

/** The cards of the first row on a wide screen: their images load first, not lazily. */
const FIRST_ROW_CARDS = 4;

/**
 * Home and category pages: product cards with search, filters, sorting and pagination, prices
 * per VAT mode. Everything the shopper chose is in the address bar.
 */
export function CataloguePage() {
  const { t } = useTranslation(['product', 'common']);
  const locale = useLocale();
  const to = useLocalizedPath();
  const { category } = useParams();
  const { query, update, hrefFor, filtered } = useCatalogueQuery();
  const { page, search } = query;
  const listed = listQueryOf(query, category);
  // What the server fetched for this address (ADR 0033) shows at once.
  const products = useApiResource(
    (signal) => listProducts(listed, signal),
    [query, category, locale],
    usePageData<Page<ProductSummary>>(productsKey(locale, listed)),
  );
  const filters = useApiResource(
    (signal) => getProductFilters({ category, search: search || undefined }, signal),
    [category, search, locale],
    usePageData<ProductFilters>(filtersKey(locale, category, search || undefined)),
  );
  const categories = useApiResource(
    (signal) => listCategories(signal),
    [locale],
    usePageData<Page<Category>>(categoriesKey(locale)),
  );
  const categoryName = categories.data?.items.find((c) => c.slug === category)?.name;
  // Known only once the categories have loaded; a failed list (null) proves nothing.
  const unknownCategory = category !== undefined && categories.data != null && !categoryName;
  const title = categoryName ?? t('catalogue.title');

  const pages = products.data ? Math.ceil(products.data.totalItems / CATALOGUE_PAGE_ITEMS) : 0;
  if (unknownCategory) return <NotFound kind="category" />;
  return (
    <section className="product-catalogue" aria-labelledby="catalogue-title">
      {/* A category's head waits for its name; filters, search and page are no other page. */}
      {category === undefined ? (
        <PageMeta title={title} description={t('catalogueMeta.home')} path="/" />
      ) : (
        categoryName && (
          <>
            <PageMeta
              title={categoryName}
              description={t('catalogueMeta.category', { category: categoryName })}
              path={`/c/${category}`}
            />
            <BreadcrumbJsonLd crumbs={[{ name: categoryName, path: `/c/${category}` }]} />
          </>
        )
      )}
      <h1 id="catalogue-title">{title}</h1>
      <SearchBox
        key={search}
        initial={search ?? ''}
        onSearch={(value) => update({ search: value || undefined })}
      />
      <CatalogueFilters
        query={query}
        filters={filters.data}
        filtered={filtered}
        onChange={update}
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
            {products.data.items.map((product, index) => (
              <ProductCard key={product.id} product={product} priority={index < FIRST_ROW_CARDS} />
            ))}
          </ul>
          <Pagination page={page} pages={pages} hrefFor={hrefFor} />
        </>
      )}
    </section>
  );
}
