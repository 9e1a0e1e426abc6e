import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, payments, productVariations } from '../../../src/db/schema';
import { cartClient, type CartRef } from '../../helpers/cart';
import { mollieStandin } from '../../helpers/mollie';
import { placeThroughApi } from '../../helpers/placement';

/** A shopper of the Mollie tests: fills carts, places them through the API, reads the rows. */
export function mollieShopper(app: () => FastifyInstance) {
  const carts = cartClient(app);
  return {
    /** A cart with one scented candle: gifts come from stock, so its stock shows a release. */
    async filledCart(slug = 'geurkaars', quantity = 1): Promise<CartRef> {
      const cart = await carts.newCart();
      const variation = await carts.variation(slug, slug === 'geurkaars' ? { size: 'S' } : {});
      const added = await carts.addLine(cart, { variationId: variation.id, quantity });
      assert.equal(added.statusCode, 200, added.body);
      return cart;
    },
    place: (
      cart: CartRef,
      payment: object,
      options: {
        language?: string;
        country?: 'NL' | 'BE';
        key?: string;
        email?: string;
        extra?: object;
      } = {},
    ) =>
      placeThroughApi(app(), cart, {
        payment,
        language: options.language ?? 'en-US',
        key: options.key ?? randomBytes(12).toString('hex'),
        country: options.country,
        email: options.email,
        extra: options.extra as Record<string, unknown> | undefined,
      }),
    async order(uuid: string) {
      const [row] = await app().db.select().from(orders).where(eq(orders.uuid, uuid));
      return row!;
    },
    async paymentsOf(orderUuid: string) {
      return app().db.select().from(payments).where(eq(payments.orderUuid, orderUuid));
    },
    /** The last order placed for this address (a canceled one no longer names its cart). */
    async lastOrderOf(email: string) {
      const rows = await app().db.select().from(orders).where(eq(orders.email, email));
      return rows.sort((a, b) => a.orderedAt.getTime() - b.orderedAt.getTime()).at(-1)!;
    },
    async candleStock() {
      const [row] = await app()
        .db.select({ stock: productVariations.stock })
        .from(productVariations)
        .where(eq(productVariations.sku, 'geurkaars-s'));
      return row!.stock!;
    },
  };
}

/** The calls to Mollie's API since `from` (an index into the stand-in's log), by method and path. */
export async function mollieCalls(method: string, path: RegExp, from = 0) {
  const standin = await mollieStandin();
  return standin.requests
    .slice(from)
    .filter((request) => request.method === method && path.test(request.path));
}

/** Clears every fault the tests switched on at the stand-in. */
export async function clearFaults() {
  const { faults } = await mollieStandin();
  for (const name of Object.keys(faults)) delete (faults as Record<string, unknown>)[name];
}
