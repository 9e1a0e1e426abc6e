import { useTranslation } from 'react-i18next';
import { formatMoney, Price, useVatMode, type PriceAmounts } from '@shop/shared-ui';

type Amounts = PriceAmounts & { vat: number };

/**
 * The cart's or order's amounts as the API computed them. In either VAT mode the VAT and the
 * total incl. VAT are on screen: that is what the shopper pays (issue 18), so in excl. VAT mode
 * the excl. figures come first and the amount to pay last. `testId` names the VAT and total.
 */
export function AmountsToPay({
  subtotal,
  delivery,
  total,
  testId,
  className,
}: {
  subtotal: PriceAmounts;
  /** Checkout only: the cart page does not know the country yet. */
  delivery?: PriceAmounts;
  total: Amounts;
  testId: string;
  className: string;
}) {
  const { t } = useTranslation('checkout');
  const exclusive = useVatMode() === 'exclusive';
  return (
    <dl className={className}>
      <dt>{t('cart.subtotal')}</dt>
      <dd>
        <Price price={subtotal} />
      </dd>
      {delivery && (
        <>
          <dt>{t('cart.amounts.delivery')}</dt>
          <dd>
            <Price price={delivery} />
          </dd>
        </>
      )}
      {delivery && exclusive && (
        <>
          <dt>{t('cart.amounts.totalExcl')}</dt>
          <dd data-testid={`${testId}-excl`}>{formatMoney(total.excl_vat)}</dd>
        </>
      )}
      <dt>{t('cart.vat')}</dt>
      <dd data-testid={`${testId}-vat`}>{formatMoney(total.vat)}</dd>
      <dt className="checkout-amounts__total">
        {t(delivery ? 'cart.amounts.toPay' : 'cart.totalIncl')}
      </dt>
      <dd className="checkout-amounts__total" data-testid={`${testId}-total`}>
        {formatMoney(total.incl_vat)}
      </dd>
    </dl>
  );
}
