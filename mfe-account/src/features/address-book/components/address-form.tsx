import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ApiError } from '@shop/shared-http';
import { useAuth } from '@shop/shared-auth';
import {
  AddressFields,
  addressFieldNames,
  addressFormValuesOf,
  emptyAddress,
  FormAlert,
  SubmitButton,
  useFormFeedback,
  type AddressFormValues,
} from '@shop/shared-ui/forms';
import {
  addressBookEntrySchema,
  addressUpdateSchema,
  issuesToViolations,
  type AddressBookEntryInput,
  type AddressUpdateInput,
} from '@shop/contracts/schemas';
import type { Address } from '../api/address-book-api';

type Props = { heading: string; onCancel: () => void; disabled?: boolean } & (
  | { address: Address; onSave: (input: AddressUpdateInput) => Promise<void> }
  | { address?: undefined; onSave: (input: AddressBookEntryInput) => Promise<void> }
);

/**
 * A new or a changed address: the site's address form part (postcode suggestion, Belgian
 * places), checked with the schema the API checks the payload with.
 */
export function AddressForm({ heading, address, onSave, onCancel, disabled = false }: Props) {
  const { t } = useTranslation(['account', 'common']);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const feedback = useFormFeedback(addressFieldNames);
  const [values, setValues] = useState<AddressFormValues>(() =>
    address ? addressFormValuesOf(address) : emptyAddress('NL'),
  );
  const [newsletter, setNewsletter] = useState(address?.newsletter ?? false);
  const [makeDefault, setMakeDefault] = useState(false);
  // An address manager may add the address to the company's book instead of their own.
  const { user } = useAuth();
  const mayAddForCompany =
    !address &&
    Boolean(user?.currentCompany) &&
    (user?.permissions ?? []).includes('addresses.manage');
  const [forCompany, setForCompany] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  useEffect(() => headingRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaveFailed(false);
    const payload = {
      ...values,
      newsletter,
      // The book holds delivery addresses (spec), so the country must be one the shop delivers to.
      deliveryAddress: address?.deliveryAddress ?? true,
      ...(makeDefault ? { isDefaultDeliveryAddress: true } : {}),
      ...(forCompany ? { forCompany: true } : {}),
    };
    const parsed = address
      ? v.safeParse(addressUpdateSchema, payload)
      : v.safeParse(addressBookEntrySchema, payload);
    if (!parsed.success) return feedback.showViolations(issuesToViolations(parsed.issues));
    feedback.clear();
    feedback.setSubmitting(true);
    try {
      await (onSave as (input: typeof parsed.output) => Promise<void>)(parsed.output);
    } catch (error) {
      setSaveFailed(!(error instanceof ApiError && error.violations.length > 0));
      feedback.showApiError(error);
    } finally {
      feedback.setSubmitting(false);
    }
  };

  const message =
    saveFailed && feedback.formError
      ? `${t('addressBook.saveFailed')}. ${feedback.formError}`
      : feedback.formError;

  return (
    <form
      ref={feedback.formRef}
      className="account-address-form"
      aria-labelledby={headingId}
      aria-busy={feedback.submitting}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <FormAlert message={message} />
      <AddressFields
        address={values}
        onChange={(change) => setValues((shown) => ({ ...shown, ...change }))}
        errors={feedback.fieldErrors}
        countryChoice
        forDelivery={address?.deliveryAddress ?? true}
      />
      <label className="account-checkbox">
        <input
          type="checkbox"
          checked={newsletter}
          onChange={(event) => setNewsletter(event.target.checked)}
        />{' '}
        {t('addressBook.newsletter')}
      </label>
      {mayAddForCompany && (
        <label className="account-checkbox">
          <input
            type="checkbox"
            checked={forCompany}
            onChange={(event) => setForCompany(event.target.checked)}
          />{' '}
          {t('addressBook.forCompany')}
        </label>
      )}
      {!address?.isDefaultDeliveryAddress && (
        <label className="account-checkbox">
          <input
            type="checkbox"
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.target.checked)}
          />{' '}
          {t('addressBook.useAsDefault')}
        </label>
      )}
      <div className="account-actions">
        {disabled ? (
          <button type="submit" className="shop-ui-button" disabled>
            {t('addressBook.save')}
          </button>
        ) : (
          <SubmitButton submitting={feedback.submitting} label={t('addressBook.save')} />
        )}
        <button
          type="button"
          className="shop-ui-button"
          onClick={onCancel}
          disabled={feedback.submitting}
        >
          {t('addressBook.cancel')}
        </button>
      </div>
    </form>
  );
}
