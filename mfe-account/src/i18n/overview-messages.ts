import { registerTranslations } from '@shop/shared-ui';
import overviewNlNl from '../locales/nl-nl/overview.json';

registerTranslations(
  'account',
  'overview',
  overviewNlNl,
  (locale) =>
    import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/overview.json`),
);
