import { registerTranslations } from '@shop/shared-ui';
import reportsNlNl from '../locales/nl-nl/reports.json';

// The reports screen's texts, in the 'account' namespace; they load with that screen only.
registerTranslations(
  'account',
  'reports',
  reportsNlNl,
  (locale) => import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/reports.json`),
);
