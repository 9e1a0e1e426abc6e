import { useEffect } from 'react';
import { Link } from '@shop/shared-ui/router';
import { useLocalizedPath, useTranslation } from '@shop/shared-ui';
import { cartStore, useCart } from '../../../cart/cart-store';

/** The cart link in the host's header, with the number of items. */
export function MiniCart() {
  const { t } = useTranslation('checkout');
  const to = useLocalizedPath();
  const { cart } = useCart();
  useEffect(() => {
    void cartStore.load();
  }, []);
  const count = cart?.item_count ?? 0;
  return (
    <Link
      to={to('/winkelwagen')}
      className="checkout-mini-cart"
      aria-label={`${t('miniCart.label')}: ${t('miniCart.count', { count })}`}
    >
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
      <span className="checkout-mini-cart__count" data-testid="mini-cart-count">
        {count}
      </span>
    </Link>
  );
}
