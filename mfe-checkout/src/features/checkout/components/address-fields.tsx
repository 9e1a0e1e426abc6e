import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@shop/shared-ui';
import { ApiError } from '@shop/shared-http';
import { deliveryCountries, normalizePostcode } from '@shop/shared-ui/schemas';
import { FormField, SelectField, type FieldErrors } from '@shop/shared-ui/forms';
import { checkoutApi } from '../api/checkout-api';
import type { AddressDraft } from '../checkout-draft';

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

const LOOKUP_DELAY_MS = 300;

/** Dutch addresses: the city (and street, where known) from postcode and house number. */
function useDutchSuggestion(
  address: AddressDraft,
  onChange: (change: Partial<AddressDraft>) => void,
) {
  const [status, setStatus] = useState<'idle' | 'looking' | 'found' | 'none'>('idle');
  const postcode = address.country === 'NL' ? normalizePostcode(address.postcode, 'NL') : null;
  const number = /^\d{1,5}$/.test(address.housenumber.trim()) ? address.housenumber.trim() : null;
  useEffect(() => {
    if (!postcode || !number) return setStatus('idle');
    let current = true;
    const timer = setTimeout(() => {
      setStatus('looking');
      checkoutApi.postcodeSuggestion(postcode, number).then(
        (found) => {
          if (!current) return;
          setStatus('found');
          onChange({
            postcode: found.postcode,
            city: found.city,
            ...(found.street ? { street: found.street } : {}),
          });
        },
        (error: unknown) =>
          current && setStatus(error instanceof ApiError && error.status === 404 ? 'none' : 'idle'),
      );
    }, LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // onChange is a new function every render; the lookup depends on the postcode and number only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postcode, number]);
  return status;
}

/** Belgian addresses: places matching what was typed in the postcode or city field. */
function useBelgianPlaces(query: string, enabled: boolean) {
  const [places, setPlaces] = useState<{ postcode: string; city: string }[]>([]);
  useEffect(() => {
    if (!enabled || query.trim().length < 2) return setPlaces([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkoutApi
        .belgianPlaces(query.trim(), controller.signal)
        .then(setPlaces, () => setPlaces([]));
    }, LOOKUP_DELAY_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [query, enabled]);
  return places;
}

/**
 * An address form part (delivery or invoice): Dutch addresses fill their city from the postcode,
 * Belgian ones offer matching places to pick. `prefix` names the fields for the errors map.
 */
export function AddressFields({
  address,
  onChange,
  errors,
  prefix = '',
  countryChoice = false,
}: {
  address: AddressDraft;
  onChange: (change: Partial<AddressDraft>) => void;
  errors: FieldErrors<string>;
  prefix?: string;
  /** The delivery country is chosen in step 1; an invoice address may be in either country. */
  countryChoice?: boolean;
}) {
  const { t } = useTranslation(['checkout', 'common']);
  const id = useId();
  const [placeQuery, setPlaceQuery] = useState('');
  const dutch = useDutchSuggestion(address, onChange);
  const places = useBelgianPlaces(placeQuery, address.country === 'BE');
  const field = (name: (typeof addressFieldNames)[number]) => ({
    name: `${prefix}${name}`,
    value: address[name],
    error: errors[`${prefix}${name}`],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ [name]: event.target.value }),
  });
  const typedPlace = (name: 'postcode' | 'city') => ({
    ...field(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      onChange({ [name]: event.target.value });
      setPlaceQuery(event.target.value);
    },
  });
  const status =
    address.country === 'NL'
      ? dutch === 'looking'
        ? t('checkout.address.lookingUp')
        : dutch === 'found'
          ? t('checkout.address.found', { postcode: address.postcode, city: address.city })
          : dutch === 'none'
            ? t('common:errors.noResults')
            : ''
      : placeQuery.trim().length >= 2 && places.length === 0
        ? t('common:errors.noResults')
        : '';

  return (
    <div className="checkout-address">
      <div className="checkout-address__row">
        <FormField
          label={t('checkout.address.firstname')}
          autoComplete="given-name"
          {...field('firstname')}
        />
        <FormField
          label={t('checkout.address.lastname')}
          autoComplete="family-name"
          {...field('lastname')}
        />
      </div>
      <FormField
        label={t('checkout.address.companyName')}
        autoComplete="organization"
        {...field('companyName')}
      />
      <FormField label={t('checkout.address.attn')} {...field('attn')} />
      {countryChoice ? (
        <SelectField
          label={t('checkout.address.countryLabel')}
          name={`${prefix}country`}
          value={address.country}
          error={errors[`${prefix}country`]}
          onChange={(event) => onChange({ country: event.target.value as AddressDraft['country'] })}
        >
          {deliveryCountries.map((country) => (
            <option key={country} value={country}>
              {t(`checkout.order.country_${country}`)}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="checkout-address__country">
          {t('checkout.address.country', {
            country: t(`checkout.order.country_${address.country}`),
          })}{' '}
          <span className="shop-ui-field__hint">{t('checkout.address.changeCountry')}</span>
        </p>
      )}
      <div className="checkout-address__row">
        <FormField
          label={t('checkout.address.postcode')}
          autoComplete="postal-code"
          inputMode={address.country === 'BE' ? 'numeric' : undefined}
          {...(address.country === 'BE' ? typedPlace('postcode') : field('postcode'))}
        />
        <FormField
          label={t('checkout.address.housenumber')}
          inputMode="numeric"
          {...field('housenumber')}
        />
        <FormField label={t('checkout.address.addition')} {...field('housenumber_addition')} />
      </div>
      <FormField
        label={t('checkout.address.street')}
        autoComplete="address-line1"
        {...field('street')}
      />
      <FormField
        label={t('checkout.address.city')}
        autoComplete="address-level2"
        hint={address.country === 'BE' ? t('checkout.address.cityHint') : undefined}
        {...(address.country === 'BE' ? typedPlace('city') : field('city'))}
      />
      <p className="checkout-address__status" role="status" id={`${id}-status`}>
        {status}
      </p>
      {address.country === 'BE' && places.length > 0 && (
        <ul className="checkout-address__places" aria-label={t('checkout.address.suggestions')}>
          {places.map((place) => (
            <li key={`${place.postcode}-${place.city}`}>
              <button
                type="button"
                className="checkout-link-button"
                onClick={() => {
                  onChange({ postcode: place.postcode, city: place.city });
                  setPlaceQuery('');
                }}
              >
                {place.postcode} {place.city}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormField
        label={t('checkout.address.phone')}
        hint={t('checkout.address.phoneHint')}
        type="tel"
        autoComplete="tel"
        {...field('phoneNumber')}
      />
    </div>
  );
}
