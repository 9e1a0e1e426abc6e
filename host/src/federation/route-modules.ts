// No shared module here (not the router, not shared-ui's main entry): the page's entry uses
// this table to start loading remotes before React and the shared libraries have arrived.
import { splitLocale } from '@shop/contracts/messages';

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
  { path: '/bestelling-zoeken', module: 'giftcard/OrderSearchPage' },
] as const;

/** The widgets every page shows in the header. */
export const headerWidgets = ['checkout/MiniCart', 'product/CategoryNav'] as const;

/**
 * Whether a route pattern of the table above matches a path: static segments, `:param`
 * segments and a trailing `/*`. The router renders the pages; this only picks what to load.
 */
function matchesPattern(pattern: string, path: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  const rest = wanted.at(-1) === '*';
  const fixed = rest ? wanted.slice(0, -1) : wanted;
  if (rest ? given.length < fixed.length : given.length !== fixed.length) return false;
  return fixed.every((segment, index) => segment.startsWith(':') || segment === given[index]);
}

/** Which exposed modules a URL needs, so their loading starts before React renders. */
export function modulesForPath(pathname: string): string[] {
  const { path } = splitLocale(pathname);
  const page = areaRoutes.find((route) => matchesPattern(route.path, path))?.module;
  return page ? [page, ...headerWidgets] : [...headerWidgets];
}
