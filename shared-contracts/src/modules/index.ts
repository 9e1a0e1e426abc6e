// Per exposed module ('checkout/AddToCart'): the props and events it takes (ADR 0034).

/**
 * Every team's public API: the modules each remote exposes and others consume. A remote's
 * webpack `exposes` map must offer at least these (a contract test and `pnpm release:check`
 * compare them); removing or renaming one is a breaking change of that remote's contract.
 */
export const exposedModules = {
  account: ['AccountRoutes'],
  checkout: ['CartPage', 'CheckoutRoutes', 'MiniCart', 'AddToCart'],
  product: ['CataloguePage', 'ProductPage', 'CategoryNav'],
  giftcard: ['GiftcardRoutes', 'OrderSearchPage'],
} as const;

export type RemoteName = keyof typeof exposedModules;
/** 'checkout/AddToCart' and its like: a module one team exposes and others may load. */
export type ExposedModuleId = {
  [Remote in RemoteName]: `${Remote}/${(typeof exposedModules)[Remote][number]}`;
}[RemoteName];
