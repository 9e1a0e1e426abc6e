import { registerTranslations } from '@shop/shared-ui';
import orderSearchNlNl from '../locales/nl-nl/order-search.json';

registerTranslations(
  'giftcard',
  'order-search',
  orderSearchNlNl,
  (locale) =>
    import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/order-search.json`),
);
