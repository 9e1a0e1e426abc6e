import './forms.css';
import { registerTranslations } from '../i18n/translator';
import { formCommonMessages } from '../messages/form-texts';
import { designCommonMessages } from '../messages/design-texts';
import { addressMessages } from './address-messages';

// The form texts of the 'common' namespace come with the form parts (see messages/common.ts).
registerTranslations('common', formCommonMessages);
// The personalization design's messages: its dialog is a form (ADR 0028).
registerTranslations('common', designCommonMessages);
registerTranslations('address', addressMessages);

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
