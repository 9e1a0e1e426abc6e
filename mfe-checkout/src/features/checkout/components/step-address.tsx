import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Link, useNavigate } from '@shop/shared-ui/router';
import { useAuth } from '@shop/shared-auth';
import { addressSchema, isDeliveryCountry, issuesToViolations } from '@shop/contracts/schemas';
import {
  AddressFields,
  addressFieldNames,
  FormAlert,
  useFormFeedback,
} from '@shop/shared-ui/forms';
import { checkoutDraft, type AddressDraft, type CheckoutDraft } from '../checkout-draft';
import { AddressBookChoice } from './address-book-choice';
import { OrderAmounts } from './order-amounts';

/** Step 2, delivery address: the recipient, checked with the schema the API checks it with. */
export function StepAddress({
  draft,
  back,
  next,
}: {
  draft: CheckoutDraft;
  back: string;
  next: string;
}) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const { user } = useAuth();
  const feedback = useFormFeedback(addressFieldNames);
  const change = (part: Partial<AddressDraft>) => {
    const deliveryAddress = { ...checkoutDraft.get(draft.country).deliveryAddress, ...part };
    // Another country the shop delivers to is the order's delivery country, as on step 1 (its
    // costs and dates); one it does not deliver to stays in the form, refused with a message.
    const country = deliveryAddress.country;
    checkoutDraft.update(
      isDeliveryCountry(country) && country !== draft.country
        ? { country, deliveryAddress }
        : { deliveryAddress },
    );
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = v.safeParse(addressSchema, draft.deliveryAddress);
    if (!result.success) return feedback.showViolations(issuesToViolations(result.issues));
    feedback.clear();
    checkoutDraft.update({ deliveryAddress: { ...draft.deliveryAddress, ...result.output } });
    navigate(next);
  };

  return (
    <form ref={feedback.formRef} className="checkout-step" onSubmit={submit} noValidate>
      <h2>{t('checkout.address.title')}</h2>
      <FormAlert message={feedback.formError} />
      {user && (
        <AddressBookChoice
          country={draft.country}
          current={draft.deliveryAddress}
          onChoose={(address) => {
            feedback.clear();
            checkoutDraft.update({ deliveryAddress: address });
          }}
        />
      )}
      <AddressFields
        address={draft.deliveryAddress}
        onChange={change}
        errors={feedback.fieldErrors}
        countryChoice
        forDelivery
      />
      <OrderAmounts country={draft.country} />
      <div className="checkout-step__actions">
        <Link to={back}>{t('checkout.back')}</Link>
        <button type="submit" className="shop-ui-button">
          {t('checkout.next')}
        </button>
      </div>
    </form>
  );
}
