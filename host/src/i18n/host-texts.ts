import { registerTranslations } from '@shop/shared-ui';
import hostNlNl from '../locales/nl-nl/host.json';

// The shell's texts: header, footer, navigation, the sign-in pages' frame, the error pages.
registerTranslations(
  'host',
  'host',
  hostNlNl,
  (locale) => import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/host.json`),
);
