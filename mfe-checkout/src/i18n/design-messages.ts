import { registerTranslations } from '@shop/shared-ui';
import designNlNl from '../locales/nl-nl/design.json';

// The design dialog's and the cart's design texts (ADR 0028), loaded with the dialog and the
// cart page only: the product page carries them once the shopper makes a design.
registerTranslations(
  'checkout',
  'design',
  designNlNl,
  (locale) => import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/design.json`),
);
