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
  ])('starts loading the remote page %s needs', (path, module) => {
    expect(modulesForPath(path)[0]).toBe(module);
  });

  it('loads only the header widgets for a page the host renders itself', () => {
    expect(modulesForPath('/bestaat-niet')).toEqual(['checkout/MiniCart', 'product/CategoryNav']);
  });
});
