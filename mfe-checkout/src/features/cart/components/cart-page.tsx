import { useTranslation } from 'react-i18next';
import { Fragment, useState } from 'react';
import { Link } from '@shop/shared-ui/router';
import {
  ErrorFallback,
  Price,
  Skeleton,
  useLocalizedPath,
  useToast,
  useDocumentTitle,
} from '@shop/shared-ui';
import { cartStore, useCartInLocale } from '../../../cart/cart-store';
import type { CartLine } from '../../../cart/cart-api';
import { AmountsToPay } from '../../../cart/amounts-to-pay';
import { LinePricePartsRow } from './line-price-parts-row';
import { DesignSummary } from './design-summary';

const quantities = Array.from({ length: 20 }, (_, i) => i + 1);

function CartLineRow({
  line,
  onError,
  onUpdated,
}: {
  line: CartLine;
  onError: (message: string) => void;
  onUpdated: () => void;
}) {
  const { t } = useTranslation('checkout');
  const to = useLocalizedPath();
  const run = (action: Promise<unknown>) =>
    action.then(onUpdated, (error: unknown) =>
      onError(error instanceof Error ? error.message : String(error)),
    );
  const options = quantities.includes(line.quantity) ? quantities : [...quantities, line.quantity];
  return (
    <tr className="checkout-cart__line">
      <td className="checkout-cart__product">
        <Link to={to(`/p/${line.product.slug}`)}>{line.product.name}</Link>
        <div className="checkout-cart__properties">
          {Object.values(line.properties).join(' · ')}
        </div>
        {line.card && (
          <div className="checkout-cart__option">
            {t('cart.card', { name: line.card.name, text: line.card.text })}
          </div>
        )}
        {line.personalization && (
          <>
            <div className="checkout-cart__option">{t('cart.personalization')}</div>
            <DesignSummary line={line} onSaved={onUpdated} />
          </>
        )}
        {line.letter && (
          <div className="checkout-cart__option">
            {t('cart.letter', { file: line.letter.file_name })}
          </div>
        )}
        {line.upsells?.map((upsell) => (
          <div key={upsell.variation_id} className="checkout-cart__option">
            + {upsell.quantity} × {upsell.name}
            {upsell.text ? ` “${upsell.text}”` : ''}
          </div>
        ))}
      </td>
      <td data-label={t('cart.quantity')}>
        <select
          aria-label={t('cart.quantityOf', { product: line.product.name })}
          value={line.quantity}
          onChange={(event) => void run(cartStore.setQuantity(line.id, Number(event.target.value)))}
        >
          {options.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </td>
      <td data-label={t('cart.price')}>
        <Price price={line.unit_price} />
      </td>
      <td data-label={t('cart.total')}>
        <Price price={line.total} />
      </td>
      <td className="checkout-cart__remove">
        <button
          type="button"
          className="checkout-link-button"
          aria-label={t('cart.removeProduct', { product: line.product.name })}
          onClick={() => void run(cartStore.remove(line.id))}
        >
          {t('cart.remove')}
        </button>
      </td>
    </tr>
  );
}

/** The cart: lines, quantities, removal and totals computed by the API. */
export function CartPage() {
  const { t } = useTranslation('checkout');
  const to = useLocalizedPath();
  const { cart, loading, error } = useCartInLocale();
  const [actionError, setActionError] = useState<string | null>(null);
  const toast = useToast();
  const showToast = (message: string) => {
    setActionError(null);
    toast.show(message);
  };
  useDocumentTitle(t('cart.title'));

  if (error) return <ErrorFallback message={error} onRetry={() => void cartStore.load()} />;
  if (loading && !cart) return <Skeleton lines={5} />;
  return (
    <section className="checkout-cart" aria-labelledby="cart-title">
      <h1 id="cart-title">{t('cart.title')}</h1>
      <div className="checkout-toast" role="status" aria-live="polite">
        {toast.message}
      </div>
      {actionError && (
        <p className="checkout-error" role="alert">
          {actionError}
        </p>
      )}
      {!cart || cart.lines.length === 0 ? (
        <>
          <p>{t('cart.empty')}</p>
          <Link to={to('/')}>{t('cart.continueShopping')}</Link>
        </>
      ) : (
        <>
          <div className="checkout-cart__table-wrap">
            <table className="checkout-cart__table">
              <thead>
                <tr>
                  <th scope="col">{t('cart.product')}</th>
                  <th scope="col">{t('cart.quantity')}</th>
                  <th scope="col">{t('cart.price')}</th>
                  <th scope="col">{t('cart.total')}</th>
                  <th scope="col">
                    <span className="shop-ui-visually-hidden">{t('cart.remove')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {cart.lines.map((line) => (
                  <Fragment key={line.id}>
                    <CartLineRow
                      line={line}
                      onError={setActionError}
                      onUpdated={() => showToast(t('cart.updated'))}
                    />
                    <LinePricePartsRow line={line} columns={5} />
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          <AmountsToPay
            subtotal={cart.totals}
            total={cart.totals}
            testId="cart"
            className="checkout-cart__totals"
          />
          <p className="checkout-cart__delivery-note">{t('cart.deliveryNote')}</p>
          <Link to={to('/afrekenen')} className="shop-ui-button checkout-cart__checkout">
            {t('cart.checkout')}
          </Link>
        </>
      )}
    </section>
  );
}
