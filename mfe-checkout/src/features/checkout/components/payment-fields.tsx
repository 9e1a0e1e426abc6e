import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { useApiResource } from '@shop/shared-ui';
import type { PaymentMethod } from '@shop/contracts/schemas';
import { FormField, SelectField, type FieldErrors } from '@shop/shared-ui/forms';
import { checkoutApi } from '../api/checkout-api';

/** Card details live in the form only: never in storage, never sent anywhere but the order. */
export interface CardDraft {
  number: string;
  holder: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
}

export const emptyCard: CardDraft = {
  number: '',
  holder: '',
  expiryMonth: '',
  expiryYear: '',
  cvc: '',
};

const months = Array.from({ length: 12 }, (_, i) => String(i + 1));

/** The payment method choice and what each method needs. */
export function PaymentFields({
  methods,
  method,
  onMethod,
  issuer,
  onIssuer,
  card,
  onCard,
  acceptTerms,
  onAcceptTerms,
  errors,
}: {
  methods: PaymentMethod[];
  method: PaymentMethod | '';
  onMethod: (method: PaymentMethod) => void;
  issuer: string;
  onIssuer: (issuer: string) => void;
  card: CardDraft;
  onCard: (card: CardDraft) => void;
  acceptTerms: boolean;
  onAcceptTerms: (accepted: boolean) => void;
  errors: FieldErrors<string>;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const issuers = useApiResource((signal) => checkoutApi.issuers(signal), []);
  const years = Array.from({ length: 12 }, (_, i) => String(new Date().getFullYear() + i));
  const methodError = errors['payment.method'];
  const termsError = errors['payment.acceptTerms'];
  const cardField = (name: keyof CardDraft) => ({
    name: `payment.${name}`,
    value: card[name],
    error: errors[`payment.${name}`],
  });

  return (
    <fieldset
      className="checkout-payment"
      aria-invalid={methodError !== undefined ? true : undefined}
      aria-describedby={methodError ? `${id}-method-error` : undefined}
    >
      <legend>{t('checkout.details.payment')}</legend>
      {methodError && (
        <span id={`${id}-method-error`} className="shop-ui-field__error">
          {methodError}
        </span>
      )}
      {methods.map((option) => (
        <div key={option} className="checkout-payment__method">
          <label>
            <input
              type="radio"
              name="payment.method"
              value={option}
              checked={method === option}
              aria-invalid={methodError !== undefined ? true : undefined}
              onChange={() => onMethod(option)}
            />{' '}
            {t(`checkout.details.method_${option}`)}
          </label>
          {method === 'ideal' && option === 'ideal' && (
            <SelectField
              label={t('checkout.details.bank')}
              name="payment.issuer"
              value={issuer}
              error={errors['payment.issuer']}
              onChange={(event) => onIssuer(event.target.value)}
            >
              <option value="">{t('checkout.details.chooseBank')}</option>
              {(issuers.data ?? []).map((bank) => (
                <option key={bank.id} value={bank.id}>
                  {bank.name}
                </option>
              ))}
            </SelectField>
          )}
          {method === 'creditcard' && option === 'creditcard' && (
            <div className="checkout-payment__card">
              <FormField
                label={t('checkout.details.cardNumber')}
                inputMode="numeric"
                autoComplete="cc-number"
                {...cardField('number')}
                onChange={(event) => onCard({ ...card, number: event.target.value })}
              />
              <FormField
                label={t('checkout.details.cardHolder')}
                autoComplete="cc-name"
                {...cardField('holder')}
                onChange={(event) => onCard({ ...card, holder: event.target.value })}
              />
              <div className="checkout-address__row">
                <SelectField
                  label={t('checkout.details.expiryMonth')}
                  autoComplete="cc-exp-month"
                  {...cardField('expiryMonth')}
                  onChange={(event) => onCard({ ...card, expiryMonth: event.target.value })}
                >
                  <option value="" />
                  {months.map((month) => (
                    <option key={month} value={month}>
                      {month.padStart(2, '0')}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('checkout.details.expiryYear')}
                  autoComplete="cc-exp-year"
                  {...cardField('expiryYear')}
                  onChange={(event) => onCard({ ...card, expiryYear: event.target.value })}
                >
                  <option value="" />
                  {years.map((year) => (
                    <option key={year} value={year}>
                      {year}
                    </option>
                  ))}
                </SelectField>
                <FormField
                  label={t('checkout.details.cvc')}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  {...cardField('cvc')}
                  onChange={(event) => onCard({ ...card, cvc: event.target.value })}
                />
              </div>
            </div>
          )}
          {method === 'afterpay' && option === 'afterpay' && (
            <div className="shop-ui-field">
              <label>
                <input
                  type="checkbox"
                  name="payment.acceptTerms"
                  checked={acceptTerms}
                  aria-invalid={termsError !== undefined ? true : undefined}
                  aria-describedby={termsError ? `${id}-terms-error` : undefined}
                  onChange={(event) => onAcceptTerms(event.target.checked)}
                />{' '}
                {t('checkout.details.afterpayTerms')}
              </label>
              {termsError && (
                <span id={`${id}-terms-error`} className="shop-ui-field__error">
                  {termsError}
                </span>
              )}
            </div>
          )}
        </div>
      ))}
    </fieldset>
  );
}
