import { TeamBoundary } from '@shop/shared-ui';
import '../i18n/messages';
import '../i18n/cart-messages';
import '../styles.css';
import { CheckoutPage } from '../features/checkout/checkout-page';

export default function ExposedCheckoutPage() {
  return (
    <TeamBoundary team="checkout" release={process.env.SHOP_RELEASE ?? ''}>
      <CheckoutPage />
    </TeamBoundary>
  );
}
