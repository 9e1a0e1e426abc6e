import { registerTranslations } from '@shop/shared-ui';
import addressBookNlNl from '../locales/nl-nl/address-book.json';

// The address book screen's texts (features/address-book); the address form's own labels are
// the 'address' namespace of @shop/shared-ui/forms.
registerTranslations(
  'account',
  'address-book',
  addressBookNlNl,
  (locale) =>
    import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/address-book.json`),
);
