import { registerTranslations } from '@shop/shared-ui';
import stepsNlNl from '../locales/nl-nl/steps.json';

// The checkout steps' texts, apart from messages.ts: the product page loads add-to-cart and the
// mini-cart (and so messages.ts) on every visit, and must not carry these (its JS budget).
registerTranslations(
  'checkout',
  'steps',
  stepsNlNl,
  (locale) => import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/steps.json`),
);
