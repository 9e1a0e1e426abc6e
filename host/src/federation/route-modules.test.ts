import { redirectFor } from '@shop/contracts/routes';
import {
  composeRoutes,
  everyModule,
  isBrowserOnly,
  modulesForPath,
  pageForPath,
  routesInManifest,
  sameRoute,
  setSiteRoutes,
} from './route-modules';

describe('modulesForPath', () => {
  it.each([
    ['/', 'product/CataloguePage'],
    ['/fr-be/c/boeketten', 'product/CataloguePage'],
    ['/p/zonnig-boeket', 'product/ProductPage'],
    ['/en-us/winkelwagen', 'checkout/CartPage'],
    ['/mijn-account/adresboek', 'account/AccountRoutes'],
    ['/account-nieuw/bestellingen/123', 'account/AccountRoutes'],
    ['/nl-be/cadeaukaart/saldo', 'giftcard/GiftcardRoutes'],
    ['/cadeaukaart', 'giftcard/GiftcardRoutes'],
    ['/fr-be/bestelling-zoeken', 'giftcard/OrderSearchPage'],
    ['/afrekenen/stap-2', 'checkout/CheckoutRoutes'],
    ['/p/zonnig-boeket/', 'product/ProductPage'],
  ])('starts loading the remote page %s needs', (path, module) => {
    expect(modulesForPath(path)[0]).toBe(module);
  });

  it('loads only the header widgets for a page the host renders itself', () => {
    expect(modulesForPath('/bestaat-niet')).toEqual(['checkout/MiniCart', 'product/CategoryNav']);
    expect(modulesForPath('/inloggen')).toEqual(['checkout/MiniCart', 'product/CategoryNav']);
  });

  it('needs every segment of a pattern: a product without a slug or a deeper path is no page', () => {
    for (const path of ['/p', '/p/roos/extra', '/c', '/winkelwagen/oud']) {
      expect(modulesForPath(path)).toEqual(['checkout/MiniCart', 'product/CategoryNav']);
    }
  });
});

describe('the routes the remotes publish (ADR 0036)', () => {
  afterEach(() => setSiteRoutes(composeRoutes({})));

  it('add and rename a remote’s pages without a host release; the others keep theirs', () => {
    const routes = composeRoutes({
      giftcard: {
        pages: [
          { path: '/cadeaubon/*', module: 'GiftcardRoutes' },
          { path: '/bestelling-zoeken', module: 'OrderSearchPage' },
        ],
        redirects: [{ from: '/cadeaukaart/*', to: '/cadeaubon/*' }],
      },
    });
    expect(modulesForPath('/fr-be/cadeaubon/saldo', routes)[0]).toBe('giftcard/GiftcardRoutes');
    expect(pageForPath('/cadeaukaart/saldo', routes)).toBeUndefined();
    expect(redirectFor(routes, 'nl-nl', '/cadeaukaart/saldo')).toBe('/cadeaubon/saldo');
    expect(modulesForPath('/p/zonnig-boeket', routes)[0]).toBe('product/ProductPage');
    // What the page runs with: set once in the browser, at each check on the server.
    setSiteRoutes(routes);
    expect(modulesForPath('/cadeaubon')[0]).toBe('giftcard/GiftcardRoutes');
    expect(everyModule()).toContain('giftcard/OrderSearchPage');
  });

  it('keeps personal pages and widgets in the browser', () => {
    expect(isBrowserOnly('account/AccountRoutes')).toBe(true);
    expect(isBrowserOnly('checkout/CartPage')).toBe(true);
    expect(isBrowserOnly('checkout/MiniCart')).toBe(true);
    expect(isBrowserOnly('product/ProductPage')).toBe(false);
    expect(isBrowserOnly('product/CategoryNav')).toBe(false);
  });

  it('reads a manifest’s routes, and leaves out invalid ones with a console line', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const pages = [{ path: '/saldo', module: 'GiftcardRoutes' }];
    expect(routesInManifest('giftcard', { metaData: { shopRoutes: { pages } } })).toEqual({
      pages,
    });
    expect(routesInManifest('giftcard', { metaData: {} })).toBeUndefined();
    expect(routesInManifest('giftcard', { metaData: { shopRoutes: { pages: 'all' } } })).toBe(
      undefined,
    );
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('[host] remote giftcard publishes invalid routes'),
    );
  });
});

describe('sameRoute', () => {
  it('tells whether a canary’s routes show a URL as the server’s did', () => {
    const stable = composeRoutes({});
    const renamed = composeRoutes({
      giftcard: {
        pages: [{ path: '/cadeaubon/*', module: 'GiftcardRoutes' }],
        redirects: [{ from: '/cadeaukaart/*', to: '/cadeaubon/*' }],
      },
    });
    expect(sameRoute(stable, renamed, '/p/zonnig-boeket')).toBe(true);
    expect(sameRoute(stable, renamed, '/cadeaukaart/saldo')).toBe(false);
    expect(sameRoute(stable, renamed, '/fr-be/cadeaubon/saldo')).toBe(false);
    expect(sameRoute(stable, composeRoutes({}), '/cadeaukaart/saldo')).toBe(true);
  });
});
