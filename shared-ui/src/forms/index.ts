import './forms.css';
import { registerTranslations } from '../i18n/translations';
import { loadCatalogue } from '@shop/contracts/catalogues';
import addressNlNl from '@shop/contracts/locales/nl-nl/address.json';
import designNlNl from '@shop/contracts/locales/nl-nl/design.json';
import formsNlNl from '@shop/contracts/locales/nl-nl/forms.json';

// More of the 'common' namespace, which only forms need (accounts, checkout, orders, gift cards),
// comes with the form parts: the product page does without.
registerTranslations('common', 'forms', formsNlNl, (locale) => loadCatalogue('forms', locale));
// The personalization design's messages: its dialog is a form (ADR 0028).
registerTranslations('common', 'design', designNlNl, (locale) => loadCatalogue('design', locale));
registerTranslations('address', 'address', addressNlNl, (locale) =>
  loadCatalogue('address', locale),
);

// Form parts every team's forms share (a singleton entry of its own, loaded with the first form).
export { FormField, FormAlert, SelectField, SubmitButton } from './form-field';
export type { FormFieldProps, SelectFieldProps } from './form-field';
export { useFormFeedback, type FieldErrors } from './use-form-feedback';
export { apiErrorMessage, couldNotReach } from './api-error-message';
export {
  AddressFields,
  addressFieldNames,
  addressFormValuesOf,
  emptyAddress,
  type AddressFieldName,
  type AddressFieldsProps,
  type AddressFormValues,
} from './address-fields';
export { addressApi, type Country, type PostcodeSuggestion } from './address-api';
export { useCountries } from './use-countries';
