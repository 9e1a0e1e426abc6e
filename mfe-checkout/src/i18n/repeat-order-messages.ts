import { registerTranslations } from '@shop/shared-ui';
import repeatOrderNlNl from '../locales/nl-nl/repeat-order.json';

// Repeating an order (from the account's orders screen): loaded with the checkout steps only.
registerTranslations(
  'checkout',
  'repeat-order',
  repeatOrderNlNl,
  (locale) =>
    import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/repeat-order.json`),
);
