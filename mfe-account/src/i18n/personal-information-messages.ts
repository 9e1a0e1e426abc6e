import { registerTranslations } from '@shop/shared-ui';
import personalInformationNlNl from '../locales/nl-nl/personal-information.json';

// The personal information screen's texts (features/personal-information).
registerTranslations(
  'account',
  'personal-information',
  personalInformationNlNl,
  (locale) =>
    import(
      /* webpackChunkName: "texts-[request]" */ `../locales/${locale}/personal-information.json`
    ),
);
