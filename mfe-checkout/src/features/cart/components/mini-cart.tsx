import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@shop/shared-ui/router';
import { formatMoney, Price, useLocalizedPath, useVatMode } from '@shop/shared-ui';
import { useCartInLocale } from '../../../cart/cart-store';
import type { Cart } from '../../../cart/cart-api';

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="9" cy="19" r="1.6" fill="currentColor" />
      <circle cx="17" cy="19" r="1.6" fill="currentColor" />
    </svg>
  );
}

/** The panel's lines and totals, every amount as the API gave it. */
function MiniCartContents({ cart }: { cart: Cart | null }) {
  const { t } = useTranslation('checkout');
  const exclusive = useVatMode() === 'exclusive';
  if (!cart || cart.lines.length === 0)
    return <p className="checkout-mini-cart__empty">{t('miniCart.empty')}</p>;
  return (
    <>
      <ul className="checkout-mini-cart__lines">
        {cart.lines.map((line) => (
          <li key={line.id} className="checkout-mini-cart__line">
            <span>
              {line.quantity} × {line.product.name}
              <span className="checkout-mini-cart__properties">
                {Object.values(line.properties).join(', ')}
              </span>
            </span>
            <Price price={line.total} />
          </li>
        ))}
      </ul>
      <dl className="checkout-mini-cart__totals">
        <dt>{t('miniCart.total')}</dt>
        <dd>
          <Price price={cart.totals} />
        </dd>
        {exclusive && (
          <>
            <dt>{t('miniCart.vat')}</dt>
            <dd>{formatMoney(cart.totals.vat)}</dd>
            <dt>{t('miniCart.totalIncl')}</dt>
            <dd>{formatMoney(cart.totals.incl_vat)}</dd>
          </>
        )}
      </dl>
    </>
  );
}

/**
 * The cart button in the host's header, with the number of items; it opens a small panel with
 * the lines, the total and a link to the cart (a disclosure: Escape or a click elsewhere closes
 * it and the focus goes back to the button).
 */
export function MiniCart() {
  const { t } = useTranslation('checkout');
  const to = useLocalizedPath();
  const { cart } = useCartInLocale();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const count = cart?.item_count ?? 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <span
      ref={root}
      className="checkout-mini-cart-root"
      onBlur={(event) => {
        // Tabbing on past the panel closes it, as leaving any disclosure does.
        if (event.relatedTarget && !root.current?.contains(event.relatedTarget as Node))
          setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="checkout-mini-cart"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${t('miniCart.label')}: ${t('miniCart.count', { count })}`}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <CartIcon />
        <span className="checkout-mini-cart__count" data-testid="mini-cart-count">
          {count}
        </span>
      </button>
      <div
        id={panelId}
        className="checkout-mini-cart__panel"
        role="region"
        aria-label={t('miniCart.label')}
        hidden={!open}
      >
        {open && <MiniCartContents cart={cart} />}
        <Link
          to={to('/winkelwagen')}
          className="shop-ui-button checkout-mini-cart__to-cart"
          onClick={() => setOpen(false)}
        >
          {t('addToCart.viewCart')}
        </Link>
      </div>
    </span>
  );
}
