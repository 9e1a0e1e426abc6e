import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { deliveryCountries, type DeliveryCountry } from '../schemas/checkout';
import { FormField, SelectField } from './form-field';
import type { FieldErrors } from './use-form-feedback';
import { useBelgianPlaces, useDutchSuggestion } from './use-address-lookups';

export const addressFieldNames = [
  'attn',
  'firstname',
  'lastname',
  'companyName',
  'street',
  'housenumber',
  'housenumber_addition',
  'postcode',
  'city',
  'country',
  'phoneNumber',
] as const;
export type AddressFieldName = (typeof addressFieldNames)[number];

/** An address as a form holds it: every field a string, checked with `addressSchema` on submit. */
export type AddressFormValues = Record<Exclude<AddressFieldName, 'country'>, string> & {
  country: DeliveryCountry;
};

export function emptyAddress(country: DeliveryCountry): AddressFormValues {
  return {
    attn: '',
    firstname: '',
    lastname: '',
    companyName: '',
    street: '',
    housenumber: '',
    housenumber_addition: '',
    postcode: '',
    city: '',
    country,
    phoneNumber: '',
  };
}

/** The address fields of a stored address (an address book entry has more), as a form holds them. */
export function addressFormValuesOf(address: AddressFormValues): AddressFormValues {
  const values = {} as Record<AddressFieldName, string>;
  for (const name of addressFieldNames) values[name] = address[name];
  return values as AddressFormValues;
}

export interface AddressFieldsProps {
  address: AddressFormValues;
  onChange: (change: Partial<AddressFormValues>) => void;
  errors: FieldErrors<string>;
  /** Names the fields for the errors map (`invoiceAddress.`). */
  prefix?: string;
  /** A country select; without it the country is shown, chosen elsewhere (`countryHint` says where). */
  countryChoice?: boolean;
  countryHint?: string;
}

/**
 * An address form part (delivery, invoice, address book): Dutch addresses fill their city from
 * the postcode and house number, Belgian ones offer matching places to pick (ADR 0016).
 */
export function AddressFields({
  address,
  onChange,
  errors,
  prefix = '',
  countryChoice = false,
  countryHint,
}: AddressFieldsProps) {
  const { t } = useTranslation(['address', 'common']);
  const id = useId();
  const [placeQuery, setPlaceQuery] = useState('');
  const belgian = address.country === 'BE';
  const dutch = useDutchSuggestion(address, onChange);
  const places = useBelgianPlaces(placeQuery, belgian);
  const field = (name: Exclude<AddressFieldName, 'country'>) => ({
    name: `${prefix}${name}`,
    value: address[name],
    error: errors[`${prefix}${name}`],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [name]: event.target.value }),
  });
  // Belgian postcode and city fields search places as they are typed.
  const place = (name: 'postcode' | 'city') =>
    belgian
      ? {
          ...field(name),
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            onChange({ [name]: event.target.value });
            setPlaceQuery(event.target.value);
          },
        }
      : field(name);
  const status = !belgian
    ? dutch === 'looking'
      ? t('lookingUp')
      : dutch === 'found'
        ? t('found', { postcode: address.postcode, city: address.city })
        : dutch === 'none'
          ? t('common:errors.noResults')
          : ''
    : placeQuery.trim().length >= 2 && places.length === 0
      ? t('common:errors.noResults')
      : '';

  return (
    <div className="shop-ui-address">
      <div className="shop-ui-address__row">
        <FormField label={t('firstname')} autoComplete="given-name" {...field('firstname')} />
        <FormField label={t('lastname')} autoComplete="family-name" {...field('lastname')} />
      </div>
      <FormField label={t('companyName')} autoComplete="organization" {...field('companyName')} />
      <FormField label={t('attn')} {...field('attn')} />
      {countryChoice ? (
        <SelectField
          label={t('countryLabel')}
          name={`${prefix}country`}
          value={address.country}
          error={errors[`${prefix}country`]}
          onChange={(event) => onChange({ country: event.target.value as DeliveryCountry })}
        >
          {deliveryCountries.map((country) => (
            <option key={country} value={country}>
              {t(`country_${country}`)}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="shop-ui-address__country">
          {t('country', { country: t(`country_${address.country}`) })}{' '}
          {countryHint && <span className="shop-ui-field__hint">{countryHint}</span>}
        </p>
      )}
      <div className="shop-ui-address__row">
        <FormField
          label={t('postcode')}
          autoComplete="postal-code"
          inputMode={belgian ? 'numeric' : undefined}
          {...place('postcode')}
        />
        <FormField label={t('housenumber')} inputMode="numeric" {...field('housenumber')} />
        <FormField label={t('addition')} {...field('housenumber_addition')} />
      </div>
      <FormField label={t('street')} autoComplete="address-line1" {...field('street')} />
      <FormField
        label={t('city')}
        autoComplete="address-level2"
        hint={belgian ? t('cityHint') : undefined}
        {...place('city')}
      />
      <p className="shop-ui-address__status" role="status" id={`${id}-status`}>
        {status}
      </p>
      {belgian && places.length > 0 && (
        <ul className="shop-ui-address__places" aria-label={t('suggestions')}>
          {places.map((found) => (
            <li key={`${found.postcode}-${found.city}`}>
              <button
                type="button"
                className="shop-ui-link-button"
                onClick={() => {
                  onChange({ postcode: found.postcode, city: found.city });
                  setPlaceQuery('');
                }}
              >
                {found.postcode} {found.city}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormField
        label={t('phone')}
        hint={t('phoneHint')}
        type="tel"
        autoComplete="tel"
        {...field('phoneNumber')}
      />
    </div>
  );
}
