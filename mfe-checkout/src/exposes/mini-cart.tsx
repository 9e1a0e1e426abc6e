import { TeamBoundary } from '@shop/shared-ui';
import '../i18n/messages';
import '../styles.css';
import { MiniCart } from '../features/cart/components/mini-cart';

export default function ExposedMiniCart() {
  return (
    <TeamBoundary team="checkout" release={process.env.SHOP_RELEASE ?? ''} as="span">
      <MiniCart />
    </TeamBoundary>
  );
}
