import type { AccessDeclaration } from '../../../http/route-access';

/** Who may call the routes of this folder (ADR 0006, ADR 0045). */
export default {
  // Placing proves the cart by its secret; reading a guest's order needs its secret, and a
  // customer's order its customer (checked in the handler); a guest's hub token for their order
  // needs its secret too.
  public: ['POST /order/orders', 'GET /order/orders/:uuid', 'POST /order/orders/:uuid/hub-token'],
  signedIn: ['GET /order/orders', 'POST /order/orders/copy-to-cart-order'],
} satisfies AccessDeclaration;
