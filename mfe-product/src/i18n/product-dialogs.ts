import { registerTranslations } from '@shop/shared-ui';
import productDialogsNlNl from '../locales/nl-nl/product-dialogs.json';

registerTranslations(
  'product',
  'product-dialogs',
  productDialogsNlNl,
  (locale) =>
    import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/product-dialogs.json`),
);
