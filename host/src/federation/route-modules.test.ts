import { modulesForPath } from './route-modules';

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
