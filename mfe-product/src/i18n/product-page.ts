import { registerTranslations } from '@shop/shared-ui';
import './product-dialogs';
import productPageNlNl from '../locales/nl-nl/product-page.json';

registerTranslations(
  'product',
  'product-page',
  productPageNlNl,
  (locale) =>
    import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/product-page.json`),
);
