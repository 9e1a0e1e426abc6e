import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorFallback, Skeleton, type ApiResource } from '@shop/shared-ui';
import type { PaymentMethod } from '@shop/contracts/schemas';
import { apiErrorMessage, SelectField, type FieldErrors } from '@shop/shared-ui/forms';
import { CardFields, type CardFieldsHandle } from './card-fields';
import type { PaymentChoice } from './use-payment-methods';

/**
 * The payment method choice, from what the provider offers (ADR 0052), and what each method
 * needs: a bank for iDEAL when the provider lists banks, the provider's card fields, the
 * AfterPay terms. Bancontact and purchase on account need nothing more.
 */
export function PaymentFields({
  methods,
  method,
  onMethod,
  issuer,
  onIssuer,
  card,
  acceptTerms,
  onAcceptTerms,
  errors,
}: {
  methods: ApiResource<PaymentChoice[] | undefined>;
  method: PaymentMethod | '';
  onMethod: (method: PaymentMethod) => void;
  issuer: string;
  onIssuer: (issuer: string) => void;
  card: Ref<CardFieldsHandle>;
  acceptTerms: boolean;
  onAcceptTerms: (accepted: boolean) => void;
  errors: FieldErrors<string>;
}) {
  const { t } = useTranslation(['checkout', 'common']);
  const id = useId();
  const methodError = errors['payment.method'];
  const termsError = errors['payment.acceptTerms'];

  const details = (option: PaymentChoice) => {
    if (option.id === 'ideal' && option.issuers.length > 0)
      return (
        <SelectField
          label={t('checkout.details.bank')}
          name="payment.issuer"
          value={issuer}
          error={errors['payment.issuer']}
          onChange={(event) => onIssuer(event.target.value)}
        >
          <option value="">{t('checkout.details.chooseBank')}</option>
          {option.issuers.map((bank) => (
            <option key={bank.id} value={bank.id}>
              {bank.name}
            </option>
          ))}
        </SelectField>
      );
    if (option.id === 'creditcard')
      return <CardFields handle={card} error={errors['payment.cardToken']} />;
    if (option.id === 'afterpay')
      return (
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
      );
    return null;
  };

  const choices = () => {
    if (methods.error)
      return (
        <ErrorFallback
          message={`${t('checkout.details.methodsFailed')} ${apiErrorMessage(methods.error, t)}`}
          onRetry={methods.reload}
        />
      );
    if (!methods.data) return <Skeleton lines={3} label={t('checkout.details.methodsLoading')} />;
    if (methods.data.length === 0) return <p role="status">{t('checkout.details.noMethods')}</p>;
    return methods.data.map((option) => (
      <div key={option.id} className="checkout-payment__method">
        <label className="checkout-payment__option">
          <input
            type="radio"
            name="payment.method"
            value={option.id}
            checked={method === option.id}
            aria-invalid={methodError !== undefined ? true : undefined}
            onChange={() => onMethod(option.id)}
          />
          {option.image && (
            <img
              className="checkout-payment__logo"
              src={option.image}
              alt=""
              width={32}
              height={24}
            />
          )}
          {/* Our own name where we have one (AfterPay is Riverty at the provider), else its. */}
          {t(`checkout.details.method_${option.id}`, { defaultValue: option.name })}
        </label>
        {method === option.id && details(option)}
      </div>
    ));
  };

  return (
    <fieldset
      className="checkout-payment"
      aria-invalid={methodError !== undefined ? true : undefined}
      aria-describedby={methodError ? `${id}-method-error` : undefined}
      aria-busy={methods.loading ? true : undefined}
    >
      <legend>{t('checkout.details.payment')}</legend>
      {methodError && (
        <span id={`${id}-method-error`} className="shop-ui-field__error">
          {methodError}
        </span>
      )}
      {choices()}
    </fieldset>
  );
}
