import { eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../../src/db/database';
import { products, productVariations } from '../../src/db/schema';
import { cartClient, type CartRef } from './cart';
import { nextAddress } from './oauth';
import { cardPayment, dutchAddress } from './order-input';

/** Thrown to end a step's test transaction: what the step wrote is rolled back. */
class RolledBack extends Error {}

/**
 * Runs a placement step in a transaction that is rolled back afterwards, so each test sees the
 * seeded database as it was. Answers what `fn` answered.
 */
export async function inRolledBack<T>(db: Database, fn: (tx: Transaction) => Promise<T>) {
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      result = await fn(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result as T;
}

/** What the step tests need from the API: carts to order and a variation that keeps stock. */
export function placementFixtures(app: () => FastifyInstance) {
  const carts = cartClient(app);
  return {
    carts,
    async filledCart(variationId?: number, quantity = 1): Promise<CartRef> {
      const cart = await carts.newCart();
      const id = variationId ?? (await carts.variation('zonnig-boeket')).id;
      const added = await carts.addLine(cart, { variationId: id, quantity });
      if (added.statusCode !== 200) throw new Error(`add to cart: ${added.body}`);
      return cart;
    },
    /** Places the cart through the API, as the checkout does (a card that pays at once). */
    async place(cart: CartRef, overrides: Record<string, unknown> = {}, key?: string) {
      const dates = await app().inject({ url: '/order/delivery-dates?country=NL' });
      return app().inject({
        method: 'POST',
        url: '/order/orders',
        remoteAddress: nextAddress(),
        headers: {
          'content-type': 'application/ld+json',
          'x-cart-secret': cart.secret,
          ...(key ? { 'idempotency-key': key } : {}),
        },
        payload: JSON.stringify({
          cart: cart.uuid,
          email: 'anna@example.nl',
          deliveryDate: dates.json()['hydra:member'][0].date,
          deliveryAddress: dutchAddress,
          payment: await cardPayment(),
          ...overrides,
        }),
      });
    },
    /** A gift (not flowers): gifts come from stock, flowers are made to order. */
    async stockedVariation() {
      const [row] = await app()
        .db.select({
          id: productVariations.id,
          stock: productVariations.stock,
          name: products.names,
        })
        .from(productVariations)
        .innerJoin(products, eq(productVariations.productId, products.id))
        .where(isNotNull(productVariations.stock))
        .limit(1);
      return row!;
    },
  };
}
