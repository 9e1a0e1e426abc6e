import { registerTranslations } from '@shop/shared-ui';
import checkoutNlNl from '../locales/nl-nl/checkout.json';

registerTranslations(
  'checkout',
  'checkout',
  checkoutNlNl,
  (locale) => import(`../locales/${locale}/checkout.json`),
);
