import { useTranslation } from 'react-i18next';
import { JsonLd, pageUrl, useLocale, useSiteOrigin, type Locale } from '@shop/shared-ui';

/** One step of the way to a page: its localized name and its path inside the locale. */
export interface Crumb {
  name: string;
  path: string;
}

/** schema.org's BreadcrumbList: the home page first, each step with its absolute URL. */
export function breadcrumbList(crumbs: Crumb[], origin: string, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: pageUrl(origin, locale, crumb.path),
    })),
  };
}

/** The way from the home page to a category or product, for search engines (after home). */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('product');
  const origin = useSiteOrigin();
  const locale = useLocale();
  const home = { name: t('breadcrumbs.home'), path: '/' };
  return <JsonLd data={breadcrumbList([home, ...crumbs], origin, locale)} />;
}
