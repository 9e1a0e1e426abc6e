import { registerTranslations } from '@shop/shared-ui';
import ordersNlNl from '../locales/nl-nl/orders.json';

// The orders screens' texts, in the 'account' namespace; they load with those screens only.
registerTranslations(
  'account',
  'orders',
  ordersNlNl,
  (locale) => import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/orders.json`),
);
