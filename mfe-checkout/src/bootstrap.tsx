import { startDevShell } from '@shop/shared-ui/dev-shell';
import CartPage from './exposes/cart-page';
import CheckoutRoutes from './exposes/checkout-routes';
import MiniCart from './exposes/mini-cart';
import AddToCart from './exposes/add-to-cart';

void startDevShell('checkout', [
  {
    path: '/',
    label: 'Widgets',
    element: (
      <>
        <MiniCart />
        <p>Add variation 1 to the cart:</p>
        <AddToCart productName="Variation 1" line={{ variationId: 1, quantity: 1 }} />
      </>
    ),
  },
  { path: '/winkelwagen', element: <CartPage />, label: 'Cart' },
  { path: '/afrekenen/*', element: <CheckoutRoutes />, label: 'Checkout' },
]);
