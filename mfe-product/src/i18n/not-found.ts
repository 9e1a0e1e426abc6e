import { registerTranslations } from '@shop/shared-ui';
import notFoundNlNl from '../locales/nl-nl/not-found.json';

// What /p/<slug> and /c/<slug> say when the product or category does not exist.
registerTranslations(
  'product',
  'not-found',
  notFoundNlNl,
  (locale) =>
    import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/not-found.json`),
);
