import { useTranslation } from 'react-i18next';
import { Price } from '@shop/shared-ui';
import { AmountsToPay } from '../../../cart/amounts-to-pay';
import { LinePriceParts } from '../../../cart/line-price-parts';
import type { CheckoutCart } from '../api/checkout-api';

/** The lines with their options and the amounts the order will charge (from the API). */
export function OrderSummary({ cart }: { cart: CheckoutCart }) {
  const { t } = useTranslation('checkout');
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('checkout.order.lines')}</h2>
      <ul className="checkout-summary__lines">
        {cart.lines.map((line) => (
          <li key={line.id} className="checkout-summary__line">
            <span className="checkout-summary__product">
              {line.quantity} × {line.product.name}
              {Object.values(line.properties).length > 0 && (
                <span className="checkout-summary__properties">
                  {' '}
                  ({Object.values(line.properties).join(', ')})
                </span>
              )}
            </span>
            <Price price={line.total} />
            {line.gift_card && (
              <span className="checkout-summary__option">{t('checkout.order.giftCardByMail')}</span>
            )}
            {line.card && (
              <span className="checkout-summary__option">
                {t('checkout.order.card', { name: line.card.name, text: line.card.text })}
              </span>
            )}
            {line.personalization && (
              <span className="checkout-summary__option">
                {t('checkout.order.personalization')}
              </span>
            )}
            {line.letter && (
              <span className="checkout-summary__option">
                {t('checkout.order.letter', { file: line.letter.file_name })}
              </span>
            )}
            {line.upsells?.map((upsell) => (
              <span key={upsell.variation_id} className="checkout-summary__option">
                + {upsell.quantity} × {upsell.name}
                {upsell.text ? ` “${upsell.text}”` : ''}
              </span>
            ))}
            <LinePriceParts line={line} />
          </li>
        ))}
      </ul>
      <AmountsToPay
        subtotal={cart.totals}
        delivery={cart.delivery_cost}
        total={cart.total}
        testId="checkout"
        className="checkout-summary__totals"
      />
    </section>
  );
}
