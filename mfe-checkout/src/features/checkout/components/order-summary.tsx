import { formatMoney, Price, useTranslation } from '@shop/shared-ui';
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
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__totals">
        <dt>{t('checkout.order.subtotal')}</dt>
        <dd>
          <Price price={cart.totals} />
        </dd>
        <dt>{t('checkout.order.delivery')}</dt>
        <dd>
          <Price price={cart.delivery_cost} />
        </dd>
        <dt>{t('checkout.order.vat')}</dt>
        <dd>{formatMoney(cart.total.vat)}</dd>
        <dt className="checkout-summary__total">{t('checkout.order.total')}</dt>
        <dd className="checkout-summary__total" data-testid="checkout-total">
          <Price price={cart.total} />
        </dd>
      </dl>
    </section>
  );
}
