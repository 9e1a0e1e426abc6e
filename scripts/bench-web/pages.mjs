// The pages `pnpm bench:web` measures, and what each needs: the exposed modules it shows (for
// the remote entry check) and, for the cart and checkout, a shopper's cart with a line in it.
import { createRequire } from 'node:module';

// The host's own route table (TypeScript, CommonJS as tsx loads it: needs `node --import tsx`).
const { modulesForPath } = createRequire(import.meta.url)(
  '../../host/src/federation/route-modules.ts',
);

/** The checkout team's storage key for the visitor's cart (mfe-checkout/src/cart/cart-store.ts). */
const CART_STORAGE_KEY = 'shop-checkout-cart';

/**
 * `widgets`: modules the page's own module renders through RemoteWidget, beyond the route's
 * module and the header's widgets that the host's route table names.
 */
export const pages = [
  { page: 'home', path: '/' },
  { page: 'category', path: '/c/boeketten' },
  { page: 'product', path: '/p/zonnig-boeket', widgets: ['checkout/AddToCart'] },
  { page: 'cart', path: '/winkelwagen', withCart: true },
  { page: 'checkout', path: '/afrekenen', withCart: true },
];

export const budgetPage = 'product';

/** Every exposed module the page shows. */
export const modulesOnPage = ({ path, widgets = [] }) => [...modulesForPath(path), ...widgets];

/**
 * A cart with one medium sunny bouquet, made through the API as a shopper's first add-to-cart
 * makes it; returns the localStorage entries that make it the browser's cart.
 */
export async function seedCart(baseURL, productSlug = 'zonnig-boeket') {
  const api = `${baseURL}/api`;
  const json = async (response) => {
    if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
    return response.json();
  };
  const headers = { 'content-type': 'application/ld+json' };
  const cart = await json(await fetch(`${api}/carts`, { method: 'POST', headers, body: '{}' }));
  const product = await json(await fetch(`${api}/catalogue/products/${productSlug}`));
  await json(
    await fetch(`${api}/carts/${cart.uuid}/lines`, {
      method: 'POST',
      headers: { ...headers, 'x-cart-secret': cart.secret },
      body: JSON.stringify({ variationId: product.variations[0].id, quantity: 1 }),
    }),
  );
  return { [CART_STORAGE_KEY]: JSON.stringify({ uuid: cart.uuid, secret: cart.secret }) };
}
