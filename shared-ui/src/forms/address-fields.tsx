import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, SelectField } from './form-field';
import type { FieldErrors } from './use-form-feedback';
import { useBelgianPlaces } from './use-address-lookups';
import { useDutchSuggestion } from './use-dutch-suggestion';
import { dutchAddressHelp } from './dutch-address-help';
import { useCountries } from './use-countries';
import { ChoiceGroup } from './choice-group';

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

/**
 * An address as a form holds it: every field a string, the country an ISO code of the API's
 * list; checked with `addressSchema` (delivery) or `invoiceAddressSchema` on submit.
 */
export type AddressFormValues = Record<AddressFieldName, string>;

export function emptyAddress(country: string): AddressFormValues {
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
  /**
   * A select of the API's countries (`/geography/countries`); without it the country is shown,
   * chosen elsewhere (`countryHint` says where).
   */
  countryChoice?: boolean;
  countryHint?: string;
  /** A delivery address: a country the shop does not deliver to is refused at once, saying so. */
  forDelivery?: boolean;
}

/**
 * An address form part (delivery, invoice, address book): Dutch addresses fill their street and
 * city from the postcode and house number, offering the number's addresses where it has several
 * (ADR 0047), or the city alone, letting the shopper choose where the area holds several places;
 * Belgian ones offer matching places to pick (ADR 0016); other countries' fields are free text.
 */
export function AddressFields({
  address,
  onChange,
  errors,
  prefix = '',
  countryChoice = false,
  countryHint,
  forDelivery = false,
}: AddressFieldsProps) {
  const { t } = useTranslation(['address', 'common']);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [placeQuery, setPlaceQuery] = useState('');
  const belgian = address.country === 'BE';
  const dutch = useDutchSuggestion(address, onChange);
  const places = useBelgianPlaces(placeQuery, belgian);
  const countries = useCountries();
  const country = countries.find((listed) => listed.code === address.country);
  const countryName = (code: string) =>
    countries.find((listed) => listed.code === code)?.name ??
    (code === 'NL' || code === 'BE' ? t(`country_${code}`) : code);
  const notDelivered =
    forDelivery && country && !country.delivers
      ? t('notDelivered', { country: country.name })
      : undefined;
  const withPostcodeData = address.country === 'NL' || belgian;
  const dutchHelp = dutchAddressHelp(t, dutch, address);
  const focusStreet = () =>
    root.current?.querySelector<HTMLInputElement>(`input[name="${prefix}street"]`)?.focus();
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
  const status = notDelivered
    ? notDelivered
    : address.country === 'NL'
      ? dutchHelp.status
      : belgian && placeQuery.trim().length >= 2 && places.length === 0
        ? t('common:errors.noResults')
        : '';

  return (
    <div className="shop-ui-address" ref={root}>
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
          // Invalid at once, the reason read from the status line below (announced there).
          error={errors[`${prefix}country`] ?? (notDelivered ? null : undefined)}
          {...(notDelivered && errors[`${prefix}country`] === undefined
            ? { 'aria-describedby': `${id}-status` }
            : {})}
          onChange={(event) => onChange({ country: event.target.value })}
        >
          {!country && <option value={address.country}>{countryName(address.country)}</option>}
          {countries.map((listed) => (
            <option key={listed.code} value={listed.code}>
              {listed.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="shop-ui-address__country">
          {t('country', { country: countryName(address.country) })}{' '}
          {countryHint && <span className="shop-ui-field__hint">{countryHint}</span>}
        </p>
      )}
      <div className="shop-ui-address__row">
        <FormField
          label={t('postcode')}
          autoComplete="postal-code"
          inputMode={belgian ? 'numeric' : undefined}
          hint={withPostcodeData ? undefined : t('postcodeFree')}
          {...place('postcode')}
        />
        <FormField label={t('housenumber')} inputMode="numeric" {...field('housenumber')} />
        <FormField label={t('addition')} {...field('housenumber_addition')} />
      </div>
      <p className="shop-ui-address__status" role="status" id={`${id}-status`}>
        {status}
      </p>
      {address.country === 'NL' && dutch.status === 'choose' && (
        <ChoiceGroup
          legend={t('placeLegend', { postcode: address.postcode })}
          options={dutch.cities}
          labelOf={(city) => city}
          isChosen={(city) => city === address.city}
          onChoose={(city) => {
            dutch.choose(city);
            focusStreet();
          }}
        />
      )}
      {address.country === 'NL' && dutchHelp.additions.length > 0 && (
        <ChoiceGroup
          legend={t('addressLegend', { street: dutch.street, number: address.housenumber })}
          options={dutchHelp.additions}
          labelOf={(option) => option.number}
          isChosen={dutchHelp.isChosen}
          onChoose={(option) => dutch.chooseAddition(option.addition)}
        />
      )}
      <FormField
        label={t('street')}
        autoComplete="address-line1"
        hint={dutchHelp.streetHint}
        {...field('street')}
      />
      <FormField
        label={t('city')}
        autoComplete="address-level2"
        hint={belgian ? t('cityHint') : undefined}
        {...place('city')}
      />
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
