import { useImperativeHandle, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ErrorFallback, Skeleton } from '@shop/shared-ui';
import { apiErrorMessage } from '@shop/shared-ui/forms';
import type { CardFieldType } from './mollie-components';
import { CardFieldsScriptError, useCardFields, type CardFieldState } from './use-card-fields';

/** What the form asks of the card fields when the shopper places the order. */
export interface CardFieldsHandle {
  /** Shows what is wrong with the fields; true when they may be turned into a token. */
  check(): boolean;
  /** A new single-use token; null when the provider gave none. */
  createToken(): Promise<string | null>;
}

/** The frames' containers: the provider mounts into them, e2e finds the frames by them. */
export const cardFieldIds: Record<CardFieldType, string> = {
  cardNumber: 'checkout-card-number',
  cardHolder: 'checkout-card-holder',
  expiryDate: 'checkout-card-expiry',
  verificationCode: 'checkout-card-cvc',
};

const labels: Record<CardFieldType, string> = {
  cardNumber: 'checkout.details.cardNumber',
  cardHolder: 'checkout.details.cardHolder',
  expiryDate: 'checkout.details.expiryDate',
  verificationCode: 'checkout.details.cvc',
};

const invalid: Record<CardFieldType, string> = {
  cardNumber: 'common:validation.invalidCardNumber',
  cardHolder: 'common:validation.invalidValue',
  expiryDate: 'common:validation.cardExpiry',
  verificationCode: 'common:validation.cvc',
};

/**
 * Our message for a field, from what it reports (the provider's own text is not shown): a wrong
 * value once the shopper left the field or submitted; an empty one, after a submit, is marked
 * without a text, as every required field of the site (spec section 5).
 */
function fieldError(type: CardFieldType, state: CardFieldState, checked: boolean, t: TFunction) {
  if (state.valid) return undefined;
  if (state.dirty) return state.touched || checked ? t(invalid[type]) : undefined;
  return checked ? null : undefined;
}

/**
 * The card's fields (ADR 0052): the provider's frames under our own labels and messages. The
 * card's number, expiry and CVC live in those frames only; the form gets a token.
 */
export function CardFields({
  handle,
  error,
}: {
  handle: Ref<CardFieldsHandle>;
  /** The token was refused or not given (`payment.cardToken`). */
  error?: string | null;
}) {
  const { t } = useTranslation(['checkout', 'common']);
  const card = useCardFields();
  const { check, createToken } = card;
  useImperativeHandle(handle, () => ({ check, createToken }), [check, createToken]);

  if (card.error)
    return (
      <ErrorFallback
        message={
          card.error instanceof CardFieldsScriptError
            ? t('checkout.details.cardFieldsFailed')
            : apiErrorMessage(card.error, t)
        }
        onRetry={card.retry}
      />
    );
  if (!card.ready) return <Skeleton lines={4} label={t('checkout.details.cardFieldsLoading')} />;

  const field = (type: CardFieldType) => {
    const id = cardFieldIds[type];
    const message = fieldError(type, card.fields[type], card.checked, t);
    return (
      <div className="shop-ui-field">
        <label id={`${id}-label`} htmlFor={id}>
          {t(labels[type])}
        </label>
        {/* The provider's frame goes in here, titled by the provider. */}
        <div
          id={id}
          ref={card.container[type]}
          className="checkout-card__frame"
          role="group"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          aria-invalid={message !== undefined ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
        />
        {message && (
          <span id={`${id}-error`} className="shop-ui-field__error">
            {message}
          </span>
        )}
      </div>
    );
  };

  return (
    <div
      className="checkout-payment__card"
      role="group"
      aria-label={t('checkout.details.cardDetails')}
      tabIndex={-1}
      aria-invalid={error !== undefined ? true : undefined}
      aria-describedby={error ? 'checkout-card-error' : 'checkout-card-hint'}
    >
      <p id="checkout-card-hint" className="shop-ui-field__hint">
        {t('checkout.details.cardHint')}
      </p>
      {field('cardNumber')}
      {field('cardHolder')}
      <div className="checkout-address__row">
        {field('expiryDate')}
        {field('verificationCode')}
      </div>
      {error && (
        <span id="checkout-card-error" className="shop-ui-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
