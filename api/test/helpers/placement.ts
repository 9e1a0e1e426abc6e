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
    place: (cart: CartRef, overrides: Record<string, unknown> = {}, key?: string) =>
      placeThroughApi(app(), cart, { key, extra: overrides }),
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

/** A Belgian delivery address (Antwerp) for the tests that order to Belgium. */
export const belgianAddress = {
  ...dutchAddress,
  street: 'Meir',
  housenumber: '1',
  postcode: '2000',
  city: 'Antwerpen',
  country: 'BE',
};

/**
 * Places `cart` through `POST /order/orders` as the checkout does: the first delivery date
 * offered, a Dutch (or Belgian) address, a card that pays at once unless `payment` says
 * otherwise, and an idempotency key and language when given; `extra` overrides the body.
 */
export async function placeThroughApi(
  app: FastifyInstance,
  cart: CartRef,
  options: {
    payment?: object;
    country?: 'NL' | 'BE';
    language?: string;
    key?: string;
    email?: string;
    extra?: Record<string, unknown>;
  } = {},
) {
  const country = options.country ?? 'NL';
  const dates = await app.inject({ url: `/order/delivery-dates?country=${country}` });
  return app.inject({
    method: 'POST',
    url: '/order/orders',
    remoteAddress: nextAddress(),
    headers: {
      'content-type': 'application/ld+json',
      'x-cart-secret': cart.secret,
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: JSON.stringify({
      cart: cart.uuid,
      email: options.email ?? 'anna@example.nl',
      deliveryDate: dates.json()['hydra:member'][0].date,
      deliveryAddress: country === 'BE' ? belgianAddress : dutchAddress,
      payment: options.payment ?? (await cardPayment()),
      ...options.extra,
    }),
  });
}
