import { currentCartSecret, http } from '@shop/shared-http';
import type { CopyToCartOrderInput } from '@shop/contracts/schemas';
import type { Cart } from '../../../cart/cart-api';

/** An order line that did not go into the cart (or went without its letter), and why. */
export interface LeftOutLine {
  position: number;
  product: { slug: string; name: string };
  properties: Record<string, string>;
  quantity: number;
  code: string;
  /** In the shopper's language. */
  reason: string;
}

export interface CopiedOrder {
  cart: Cart;
  not_copied: LeftOutLine[];
  without_letter: LeftOutLine[];
}

/** POST /order/orders/copy-to-cart-order: the order's lines into the visitor's cart. */
export const copyToCartOrder = (input: CopyToCartOrderInput) =>
  http().request<CopiedOrder>('/order/orders/copy-to-cart-order', {
    method: 'POST',
    body: input,
    // The cart is opened by its secret, as on /carts paths (the client adds it only there).
    headers: { 'x-cart-secret': currentCartSecret() ?? '' },
  });
