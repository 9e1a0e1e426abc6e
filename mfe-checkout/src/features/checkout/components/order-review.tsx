import { useTranslation } from 'react-i18next';
import { intlLocale, useLocale } from '@shop/shared-ui';
import type { CheckoutCart } from '../api/checkout-api';
import type { AddressDraft, CheckoutDraft } from '../checkout-draft';
import { OrderSummary } from './order-summary';
import { streetLine } from '@shop/contracts/format';

function AddressLines({ address }: { address: AddressDraft }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const country = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' });
  const lines = [
    address.companyName,
    address.attn,
    `${address.firstname} ${address.lastname}`,
    streetLine(address),
    `${address.postcode} ${address.city}`,
    address.country ? country.of(address.country) : '',
  ]
    .map((line) => line?.trim())
    .filter(Boolean);
  if (!address.street && !address.city) return <>{t('checkout.review.notFilled')}</>;
  return (
    <address className="checkout-review__address">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/**
 * Step 3's summary before paying (issue 18): the lines and the amounts, where and when it is
 * delivered, the invoice address and the payment method, as the shopper chose them so far.
 */
export function OrderReview({ cart, draft }: { cart: CheckoutCart; draft: CheckoutDraft }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const date = draft.deliveryDate
    ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${draft.deliveryDate}T00:00:00Z`),
      )
    : '';
  return (
    <>
      <section className="checkout-review" aria-labelledby="checkout-review-title">
        <h2 id="checkout-review-title">{t('checkout.review.title')}</h2>
        <dl className="checkout-review__details">
          {cart.needs_delivery !== false && (
            <>
              <dt>{t('checkout.review.deliveryDate')}</dt>
              <dd data-testid="review-delivery-date">{date}</dd>
            </>
          )}
          <dt>{t('checkout.review.deliveryAddress')}</dt>
          <dd data-testid="review-delivery-address">
            <AddressLines address={draft.deliveryAddress} />
          </dd>
          <dt>{t('checkout.review.invoiceAddress')}</dt>
          <dd data-testid="review-invoice-address">
            {draft.invoiceSame ? (
              t('checkout.review.invoiceSame')
            ) : (
              <AddressLines address={draft.invoiceAddress} />
            )}
          </dd>
          <dt>{t('checkout.review.payment')}</dt>
          <dd data-testid="review-payment">
            {draft.paymentMethod
              ? t(`checkout.details.method_${draft.paymentMethod}`)
              : t('checkout.review.paymentOpen')}
          </dd>
        </dl>
      </section>
      <OrderSummary cart={cart} />
    </>
  );
}
