import type { RemoteName } from '@shop/contracts/modules';
import type { RouteManifest } from '@shop/contracts/routes';

/**
 * The pages each remote served when this host was built. The site's routes come from the
 * remotes' own manifests at run time (ADR 0036); this copy stands in only for a remote whose
 * manifest cannot be read (down, or a release from before route manifests), so that its pages
 * show the "unavailable" fallback with its retry rather than "not found".
 *
 * A copy, not an import: the host never reads a remote's source (lint, ADR 0034) and is built
 * and released on its own. known-remote-routes.test.ts fails when it routes any page, forward,
 * guard or locale differently from a remote's src/route-manifest.json: change both together.
 */
export const knownRemoteRoutes: Record<RemoteName, RouteManifest> = {
  account: {
    pages: [
      { path: '/mijn-account/*', module: 'AccountRoutes', requireAuth: true },
      { path: '/account-nieuw/*', module: 'AccountRoutes', requireAuth: true },
    ],
  },
  checkout: {
    pages: [
      { path: '/winkelwagen', module: 'CartPage', browserOnly: true },
      { path: '/afrekenen/*', module: 'CheckoutRoutes', browserOnly: true },
    ],
  },
  product: {
    pages: [
      { path: '/', module: 'CataloguePage' },
      { path: '/c/:category', module: 'CataloguePage' },
      { path: '/p/:slug', module: 'ProductPage' },
    ],
  },
  giftcard: {
    pages: [
      { path: '/cadeaukaart/*', module: 'GiftcardRoutes' },
      { path: '/bestelling-zoeken', module: 'OrderSearchPage' },
    ],
  },
  backoffice: {
    pages: [{ path: '/winkel/*', module: 'BackofficeRoutes', browserOnly: true }],
  },
};
