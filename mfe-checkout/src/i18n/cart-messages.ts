import { registerTranslations } from '@shop/shared-ui';
import cartNlNl from '../locales/nl-nl/cart.json';

// The cart page's and the checkout's shared texts, apart from messages.ts: the product page loads
// add-to-cart and the mini-cart (and so messages.ts) on every visit, and need not carry these.
registerTranslations(
  'checkout',
  'cart',
  cartNlNl,
  (locale) => import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/cart.json`),
);
