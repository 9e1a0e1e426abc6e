import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@shop/shared-ui';
import { cartStore } from '../cart-store';

export interface AddToCartProps {
  variationId: number | null;
  quantity?: number;
  productName: string;
}

/** The add-to-cart button other teams place on their pages (exposed as ./AddToCart). */
export function AddToCart({ variationId, quantity = 1, productName }: AddToCartProps) {
  const { t } = useTranslation('checkout');
  const to = useLocalizedPath();
  const [status, setStatus] = useState<{
    kind: 'idle' | 'adding' | 'added' | 'error';
    message?: string;
  }>({ kind: 'idle' });
  const add = async () => {
    if (variationId === null) return;
    setStatus({ kind: 'adding' });
    try {
      await cartStore.add(variationId, quantity);
      setStatus({ kind: 'added' });
    } catch (error) {
      setStatus({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <div className="checkout-add-to-cart">
      <button
        type="button"
        className="shop-ui-button"
        disabled={variationId === null || status.kind === 'adding'}
        aria-describedby={variationId === null ? 'checkout-add-to-cart-hint' : undefined}
        onClick={() => void add()}
      >
        {status.kind === 'adding' ? t('addToCart.adding') : t('addToCart.button')}
      </button>
      {variationId === null && (
        <p id="checkout-add-to-cart-hint" className="checkout-hint">
          {t('addToCart.chooseFirst')}
        </p>
      )}
      <div aria-live="polite">
        {status.kind === 'added' && (
          <p className="checkout-success">
            {t('addToCart.added', { product: productName })}{' '}
            <Link to={to('/winkelwagen')}>{t('addToCart.viewCart')}</Link>
          </p>
        )}
      </div>
      {status.kind === 'error' && (
        <p className="checkout-error" role="alert">
          {status.message}
        </p>
      )}
    </div>
  );
}
