import { registerTranslations } from '@shop/shared-ui';
// The form texts of the 'common' namespace (validation of company numbers, addresses, passwords).
import '@shop/shared-ui/forms';
import accountNlNl from '../locales/nl-nl/account.json';

// Navigation labels are the spec's: address book, change password, overview, reports,
// orders, organisation, users, personal information.
registerTranslations(
  'account',
  'account',
  accountNlNl,
  (locale) => import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/account.json`),
);
