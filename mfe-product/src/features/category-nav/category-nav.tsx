import { useTranslation } from 'react-i18next';
import { NavLink } from '@shop/shared-ui/router';
import type { Page } from '@shop/shared-http';
import { useApiResource, useLocale, useLocalizedPath, usePageData } from '@shop/shared-ui';
import { listCategories, type Category } from '../../api/catalogue-api';
import { categoriesKey } from '../../api/page-data-keys';

/** The category links the host shows in its header. */
export function CategoryNav() {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const to = useLocalizedPath();
  const categories = useApiResource(
    (signal) => listCategories(signal),
    [locale],
    usePageData<Page<Category>>(categoriesKey(locale)),
  );
  // Categories that failed to load (null, logged by the API client) leave the header without them.
  if (categories.data === null) return null;
  if (!categories.data) return <span className="product-category-nav__loading" aria-busy="true" />;
  return (
    <ul className="product-category-nav" aria-label={t('nav.categories')}>
      {categories.data.items.map((category) => (
        <li key={category.slug}>
          <NavLink to={to(`/c/${category.slug}`)}>{category.name}</NavLink>
        </li>
      ))}
    </ul>
  );
}
