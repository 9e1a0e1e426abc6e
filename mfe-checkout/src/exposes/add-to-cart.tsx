import type { AddToCartProps } from '@shop/contracts/modules';
import { TeamBoundary } from '@shop/shared-ui';
import '../i18n/messages';
import '../styles.css';
import { AddToCart } from '../features/cart/components/add-to-cart';

export default function ExposedAddToCart(props: AddToCartProps) {
  return (
    <TeamBoundary team="checkout" release={process.env.SHOP_RELEASE ?? ''}>
      <AddToCart {...props} />
    </TeamBoundary>
  );
}
