import { useTranslation } from 'react-i18next';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from '@shop/shared-ui/router';
import {
  ErrorFallback,
  intlLocale,
  Skeleton,
  useApiResource,
  useLocale,
  useLocalizedPath,
} from '@shop/shared-ui';
import { deliveryCountries, type DeliveryCountry } from '@shop/contracts/schemas';
import { apiErrorMessage, FormAlert } from '@shop/shared-ui/forms';
import { checkoutApi } from '../api/checkout-api';
import { checkoutDraft, type CheckoutDraft } from '../checkout-draft';
import { useCheckoutCart } from '../use-checkout-cart';
import { OrderSummary } from './order-summary';

/** Step 1, your order: what is in it, where and when it is delivered, a note for the courier. */
export function StepOrder({ draft, next }: { draft: CheckoutDraft; next: string }) {
  const { t } = useTranslation(['checkout', 'common']);
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const cart = useCheckoutCart(draft.country);
  const dates = useApiResource(
    (signal) => checkoutApi.deliveryDates(draft.country, signal),
    [draft.country],
  );
  const dateFormat = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

  // Only gift cards: nothing is delivered, so the first date there is stands for the order's date.
  const needsDelivery = cart.data?.needs_delivery !== false;
  const firstDate = dates.data?.[0];
  useEffect(() => {
    if (
      !needsDelivery &&
      firstDate &&
      !dates.data!.includes(checkoutDraft.get(draft.country).deliveryDate)
    )
      checkoutDraft.update({ deliveryDate: firstDate });
  }, [needsDelivery, firstDate, dates.data, draft.country]);

  if (cart.error)
    return <ErrorFallback message={apiErrorMessage(cart.error, t)} onRetry={cart.reload} />;
  if (!cart.data && cart.loading) return <Skeleton lines={6} />;
  if (!cart.data || cart.data.lines.length === 0)
    return (
      <>
        <p>{t('cart.empty')}</p>
        <Link to={to('/')}>{t('cart.continueShopping')}</Link>
      </>
    );

  const offered = dates.data ?? [];
  const chosenOffered = offered.includes(draft.deliveryDate);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosenOffered) {
      setError(t('common:validation.deliveryDate'));
      document.getElementById(`${id}-date`)?.focus();
      return;
    }
    navigate(next);
  };

  return (
    <form className="checkout-step" onSubmit={submit} noValidate aria-busy={cart.loading}>
      <OrderSummary cart={cart.data} />
      <fieldset className="checkout-choice">
        <legend>
          {t(needsDelivery ? 'checkout.order.deliverTo' : 'checkout.order.addressIn')}
        </legend>
        {deliveryCountries.map((country: DeliveryCountry) => (
          <label key={country}>
            <input
              type="radio"
              name="country"
              value={country}
              checked={draft.country === country}
              onChange={() =>
                checkoutDraft.update({
                  country,
                  deliveryAddress: { ...draft.deliveryAddress, country, postcode: '', city: '' },
                })
              }
            />{' '}
            {t(`checkout.order.country_${country}`)}
          </label>
        ))}
      </fieldset>
      {needsDelivery ? (
        <>
          <div className="shop-ui-field">
            <label htmlFor={`${id}-date`}>{t('checkout.order.deliveryDate')}</label>
            <select
              id={`${id}-date`}
              name="deliveryDate"
              value={chosenOffered ? draft.deliveryDate : ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-date-error` : undefined}
              disabled={dates.loading && !dates.data}
              onChange={(event) => {
                setError(null);
                checkoutDraft.update({ deliveryDate: event.target.value });
              }}
            >
              <option value="">{t('checkout.order.chooseDate')}</option>
              {offered.map((date) => (
                <option key={date} value={date}>
                  {dateFormat.format(new Date(`${date}T00:00:00Z`))}
                </option>
              ))}
            </select>
            {error && (
              <span id={`${id}-date-error`} className="shop-ui-field__error">
                {error}
              </span>
            )}
          </div>
          <div className="shop-ui-field">
            <label htmlFor={`${id}-remark`}>{t('checkout.order.remark')}</label>
            <span id={`${id}-remark-hint`} className="shop-ui-field__hint">
              {t('checkout.order.remarkHint')}
            </span>
            <textarea
              id={`${id}-remark`}
              name="deliveryRemark"
              maxLength={250}
              rows={3}
              aria-describedby={`${id}-remark-hint`}
              value={draft.deliveryRemark}
              onChange={(event) => checkoutDraft.update({ deliveryRemark: event.target.value })}
            />
          </div>
        </>
      ) : (
        <p className="checkout-step__note" data-testid="gift-cards-only">
          {t('checkout.order.giftCardsOnly')}
        </p>
      )}
      {dates.error && <FormAlert message={apiErrorMessage(dates.error, t)} />}
      <div className="checkout-step__actions">
        <Link to={to('/winkelwagen')}>{t('checkout.backToCart')}</Link>
        <button type="submit" className="shop-ui-button">
          {t('checkout.next')}
        </button>
      </div>
    </form>
  );
}
