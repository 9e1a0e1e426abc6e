import { registerTranslations } from '@shop/shared-ui';
import backofficeNlNl from '../locales/nl-nl/backoffice.json';

registerTranslations(
  'backoffice',
  'backoffice',
  backofficeNlNl,
  (locale) =>
    import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/backoffice.json`),
);
