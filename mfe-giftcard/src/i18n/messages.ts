import { registerTranslations } from '@shop/shared-ui';
import giftcardNlNl from '../locales/nl-nl/giftcard.json';

registerTranslations(
  'giftcard',
  'giftcard',
  giftcardNlNl,
  (locale) =>
    import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/giftcard.json`),
);
