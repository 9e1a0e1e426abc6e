import { registerTranslations } from '@shop/shared-ui';
import checkoutNlNl from '../locales/nl-nl/checkout.json';

registerTranslations(
  'checkout',
  'checkout',
  checkoutNlNl,
  (locale) =>
    import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/checkout.json`),
);
