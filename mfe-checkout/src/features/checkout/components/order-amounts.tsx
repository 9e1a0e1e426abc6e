import { useTranslation } from 'react-i18next';
import type { DeliveryCountry } from '@shop/contracts/schemas';
import { AmountsToPay } from '../../../cart/amounts-to-pay';
import { useCheckoutCart } from '../use-checkout-cart';

/** The amounts of the order on a step without the lines (step 2): what the shopper will pay. */
export function OrderAmounts({ country }: { country: DeliveryCountry }) {
  const { t } = useTranslation('checkout');
  const cart = useCheckoutCart(country);
  if (!cart.data) return null;
  return (
    <section className="checkout-summary" aria-labelledby="checkout-amounts-title">
      <h2 id="checkout-amounts-title">{t('checkout.order.lines')}</h2>
      <AmountsToPay
        subtotal={cart.data.totals}
        delivery={cart.data.delivery_cost}
        total={cart.data.total}
        testId="checkout"
        className="checkout-summary__totals"
      />
    </section>
  );
}
