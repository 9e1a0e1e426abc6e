import { useTranslation } from 'react-i18next';
import { useApiResource } from '@shop/shared-ui';
import { addressFormValuesOf } from '@shop/shared-ui/forms';
import type { AddressInput, DeliveryCountry } from '@shop/contracts/schemas';
import { checkoutApi } from '../api/checkout-api';
import type { AddressDraft } from '../checkout-draft';
import { streetLine } from '@shop/contracts/format';

const sameAddress = (a: AddressDraft, b: AddressInput) =>
  a.postcode === b.postcode &&
  a.housenumber === b.housenumber &&
  a.housenumber_addition === b.housenumber_addition &&
  a.lastname === b.lastname;

/**
 * For a signed-in customer: the addresses of their address book in the delivery country, one
 * choice fills the form (which stays editable). Nothing shows while there are none.
 */
export function AddressBookChoice({
  country,
  current,
  onChoose,
}: {
  country: DeliveryCountry;
  current: AddressDraft;
  onChoose: (address: AddressDraft) => void;
}) {
  const { t } = useTranslation('checkout');
  const book = useApiResource((signal) => checkoutApi.addressBook(signal), []);
  const usable = (book.data ?? []).filter((address) => address.country === country);
  if (usable.length === 0) return null;
  return (
    <fieldset className="checkout-choice">
      <legend>{t('checkout.address.fromBook')}</legend>
      {usable.map((address) => (
        <label key={address.uuid}>
          <input
            type="radio"
            name="addressBook"
            checked={sameAddress(current, address)}
            onChange={() => onChoose(addressFormValuesOf(address))}
          />{' '}
          {[
            address.companyName,
            `${address.firstname} ${address.lastname}`,
            streetLine(address),
            `${address.postcode} ${address.city}`,
          ]
            .filter(Boolean)
            .join(', ')}
        </label>
      ))}
    </fieldset>
  );
}
