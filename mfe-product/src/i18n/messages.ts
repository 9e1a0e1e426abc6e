import { registerTranslations } from '@shop/shared-ui';
import productNlNl from '../locales/nl-nl/product.json';

// The texts of every exposed module. The product page's own are in the same 'product'
// namespace but apart (./product-page), imported by the product page only: the category nav in
// the header of every page does not carry them.
registerTranslations(
  'product',
  'product',
  productNlNl,
  (locale) => import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/product.json`),
);
