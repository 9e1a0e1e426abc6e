import { registerTranslations } from '@shop/shared-ui';
import authNlNl from '../locales/nl-nl/auth.json';

// The 'auth' namespace: the sign-in, registration and password screens that shared-auth ships
// (the host and the checkout use them). nl-be lists only what Flemish says differently.
registerTranslations(
  'auth',
  'auth',
  authNlNl,
  (locale) => import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/auth.json`),
);
