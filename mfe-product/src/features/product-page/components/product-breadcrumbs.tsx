import type { Page } from '@shop/shared-http';
import { useApiResource, useLocale, usePageData } from '@shop/shared-ui';
import { listCategories, type Category } from '../../../api/catalogue-api';
import { categoriesKey } from '../../../api/page-data-keys';
import { BreadcrumbJsonLd } from '../../../components/breadcrumb-json-ld';
import type { ProductDetail } from '../api/product-api';

/**
 * Home → category → product for search engines. The category's localized name comes from the
 * category list (the header's, cached already); a component of its own, so its answer renders
 * only this and never delays a choice the shopper is making on the page.
 */
export function ProductBreadcrumbs({ product }: { product: ProductDetail }) {
  const locale = useLocale();
  // The header's category list, which the server sends with every page (ADR 0033).
  const categories = useApiResource(
    (signal) => listCategories(signal),
    [locale],
    usePageData<Page<Category>>(categoriesKey(locale)),
  );
  const category = categories.data?.items.find(({ slug }) => slug === product.category);
  if (!category) return null;
  return (
    <BreadcrumbJsonLd
      crumbs={[
        { name: category.name, path: `/c/${category.slug}` },
        { name: product.name, path: `/p/${product.slug}` },
      ]}
    />
  );
}
