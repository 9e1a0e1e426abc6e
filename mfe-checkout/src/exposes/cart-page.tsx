import { TeamBoundary } from '@shop/shared-ui';
import '../i18n/messages';
import '../i18n/cart-messages';
import '../styles.css';
import { CartPage } from '../features/cart/components/cart-page';

export default function ExposedCartPage() {
  return (
    <TeamBoundary team="checkout" release={process.env.SHOP_RELEASE ?? ''}>
      <CartPage />
    </TeamBoundary>
  );
}
