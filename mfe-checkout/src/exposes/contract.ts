// Never imported: `pnpm typecheck` compiles it, and fails when an exposed module no longer
// takes what its contract in @shop/contracts promises the other teams (ADR 0034).
import type { HonoursContract } from '@shop/contracts/modules';
import type AddToCart from './add-to-cart';
import type CartPage from './cart-page';
import type CheckoutRoutes from './checkout-routes';
import type MiniCart from './mini-cart';

export type CheckoutContract = HonoursContract<
  'checkout',
  {
    AddToCart: typeof AddToCart;
    CartPage: typeof CartPage;
    CheckoutRoutes: typeof CheckoutRoutes;
    MiniCart: typeof MiniCart;
  }
>;
