import { registerTranslations } from '@shop/shared-ui';
import catalogueFiltersNlNl from '../locales/nl-nl/catalogue-filters.json';

// The catalogue's filter texts, merged into the 'product' namespace beside messages.ts.
registerTranslations(
  'product',
  'catalogue-filters',
  catalogueFiltersNlNl,
  (locale) =>
    import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/catalogue-filters.json`),
);
