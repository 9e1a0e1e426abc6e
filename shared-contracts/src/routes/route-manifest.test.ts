import * as v from 'valibot';
import {
  composeSiteRoutes,
  pageFor,
  redirectFor,
  routeManifestProblems,
  routeManifestSchema,
  type RouteManifest,
} from './route-manifest';

const giftcard: RouteManifest = {
  pages: [
    { path: '/cadeaukaart/*', module: 'GiftcardRoutes', paths: { 'fr-be': '/carte-cadeau/*' } },
    { path: '/bestelling-zoeken', module: 'OrderSearchPage' },
  ],
  redirects: [{ from: '/giftcards/*', to: '/cadeaukaart/*' }],
};
const account: RouteManifest = {
  pages: [{ path: '/mijn-account/*', module: 'AccountRoutes', requireAuth: true }],
};

describe('a remote’s route manifest', () => {
  it('accepts pages, per-locale paths, guards and redirects', () => {
    expect(v.safeParse(routeManifestSchema, giftcard).success).toBe(true);
    expect(v.safeParse(routeManifestSchema, account).success).toBe(true);
  });

  it('refuses what the host could not route', () => {
    for (const manifest of [
      { pages: [{ path: 'cadeaukaart', module: 'GiftcardRoutes' }] },
      { pages: [{ path: '/cadeaukaart/*', module: 'giftcard/GiftcardRoutes' }] },
      { pages: [{ path: '/x', module: 'X', paths: { french: '/y' } }] },
      { pages: [{ path: '/x', module: 'X', component: 'X' }] },
      { pages: [{ path: '/x', module: 'X', permissions: ['everything'] }] },
    ]) {
      expect(v.safeParse(routeManifestSchema, manifest).success).toBe(false);
    }
  });
});

describe('composeSiteRoutes', () => {
  const routes = composeSiteRoutes({ giftcard, account });

  it('names each page by its remote and module; an access rule keeps it in the browser', () => {
    expect(pageFor(routes, 'nl-nl', '/bestelling-zoeken')?.module).toBe('giftcard/OrderSearchPage');
    expect(pageFor(routes, 'nl-nl', '/mijn-account/adresboek')).toEqual({
      path: '/mijn-account/*',
      module: 'account/AccountRoutes',
      requireAuth: true,
      permissions: [],
      browserOnly: true,
    });
    expect(pageFor(routes, 'nl-nl', '/cadeaukaart/saldo')?.browserOnly).toBe(false);
    expect(pageFor(routes, 'nl-nl', '/bestaat-niet')).toBeUndefined();
  });

  it('serves a locale’s own path there, and forwards the default path to it', () => {
    expect(pageFor(routes, 'fr-be', '/carte-cadeau/saldo')?.module).toBe('giftcard/GiftcardRoutes');
    expect(pageFor(routes, 'nl-be', '/carte-cadeau/saldo')).toBeUndefined();
    expect(pageFor(routes, 'fr-be', '/cadeaukaart/saldo')).toBeUndefined();
    expect(redirectFor(routes, 'fr-be', '/cadeaukaart/saldo')).toBe('/carte-cadeau/saldo');
    expect(redirectFor(routes, 'nl-be', '/cadeaukaart/saldo')).toBeUndefined();
  });

  it('forwards an old path with the rest of it', () => {
    expect(redirectFor(routes, 'en-us', '/giftcards/verkooppunten')).toBe(
      '/cadeaukaart/verkooppunten',
    );
    expect(redirectFor(routes, 'en-us', '/giftcards')).toBe('/cadeaukaart');
  });

  it('keeps a path two remotes claim with the first, and says so', () => {
    const clash = composeSiteRoutes({
      checkout: { pages: [{ path: '/bestelling-zoeken', module: 'CartPage' }] },
      giftcard,
    });
    expect(pageFor(clash, 'nl-nl', '/bestelling-zoeken')?.module).toBe('checkout/CartPage');
    expect(clash.conflicts).toEqual(["* /bestelling-zoeken is checkout's: giftcard left out"]);
  });
});

describe('routeManifestProblems', () => {
  it('finds none in a manifest of exposed modules', () => {
    expect(routeManifestProblems('giftcard', giftcard)).toEqual([]);
  });

  it('names a page whose module the contract does not list, and a broken manifest', () => {
    expect(
      routeManifestProblems('giftcard', { pages: [{ path: '/saldo', module: 'BalancePage' }] }),
    ).toEqual(['/saldo: giftcard/BalancePage is no exposed module of its contract']);
    expect(routeManifestProblems('giftcard', { routes: [] })).toHaveLength(1);
  });
});
