import { registerTranslations } from '@shop/shared-ui';
import companyUsersNlNl from '../locales/nl-nl/company-users.json';

// The company's users, the rights of its roles and approvals (ADR 0017).
registerTranslations(
  'account',
  'company-users',
  companyUsersNlNl,
  (locale) =>
    import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/company-users.json`),
);
