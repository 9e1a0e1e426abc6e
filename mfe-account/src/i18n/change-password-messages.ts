import { registerTranslations } from '@shop/shared-ui';
import changePasswordNlNl from '../locales/nl-nl/change-password.json';

// The change password screen's texts (features/change-password); the password rule and the
// 'Passwords do not match' and 'Current password is wrong' texts are the forms' common ones.
registerTranslations(
  'account',
  'change-password',
  changePasswordNlNl,
  (locale) =>
    import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/change-password.json`),
);
