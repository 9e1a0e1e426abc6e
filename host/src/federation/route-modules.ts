import { matchRoutes } from '@shop/shared-ui/router';
import { splitLocale } from '@shop/shared-ui';

/**
 * The site's route map: which exposed module renders which path (inside a locale prefix).
 * The host owns this table; each remote owns what happens inside its module.
 */
export const areaRoutes = [
  { path: '/', module: 'product/CataloguePage' },
  { path: '/c/:category', module: 'product/CataloguePage' },
  { path: '/p/:slug', module: 'product/ProductPage' },
  { path: '/winkelwagen', module: 'checkout/CartPage' },
  { path: '/afrekenen/*', module: 'checkout/CheckoutRoutes' },
  { path: '/account-nieuw/*', module: 'account/AccountRoutes' },
  { path: '/mijn-account/*', module: 'account/AccountRoutes' },
  { path: '/cadeaukaart/*', module: 'giftcard/GiftcardRoutes' },
] as const;

/** The widgets every page shows in the header. */
export const headerWidgets = ['checkout/MiniCart', 'product/CategoryNav'] as const;

/** Which exposed modules a URL needs, so their loading starts before React renders. */
export function modulesForPath(pathname: string): string[] {
  const { path } = splitLocale(pathname);
  const match = matchRoutes(
    areaRoutes.map((route) => ({ path: route.path, id: route.module })),
    path,
  );
  const page = match?.[match.length - 1]?.route.id;
  return page ? [page, ...headerWidgets] : [...headerWidgets];
}
