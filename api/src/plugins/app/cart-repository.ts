import fp from 'fastify-plugin';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale, SiteContext } from '@shop/shared-ui/messages';
import type { Database } from '../../db/database';
import { cartLines, carts, products, productVariations } from '../../db/schema';
import { localized } from '../../http/i18n';
import { multiply, priceBreakdown, sum } from '../../domain/vat';
import { productImageUrl } from '../../domain/product-image';

const MAX_QUANTITY = 99;
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export class CartProblem extends Error {
  constructor(readonly key: 'errors.notOrderable' | 'errors.unknownVariation') {
    super(key);
  }
}

export type CartRepository = ReturnType<typeof cartRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    carts: CartRepository;
  }
}

export function cartRepository(db: Database) {
  async function view(uuid: string, locale: Locale, site: SiteContext) {
    const rows = await db
      .select({ line: cartLines, variation: productVariations, product: products })
      .from(cartLines)
      .innerJoin(productVariations, eq(cartLines.variationId, productVariations.id))
      .innerJoin(products, eq(productVariations.productId, products.id))
      .where(eq(cartLines.cartUuid, uuid))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
    const lines = rows.map(({ line, variation, product }) => {
      const unit = priceBreakdown(variation.priceCents, product.vatClass, site);
      return {
        '@id': `/carts/${uuid}/lines/${line.id}`,
        '@type': 'CartLine',
        id: line.id,
        variation_id: variation.id,
        product: {
          slug: product.slug,
          name: localized(product.names, locale),
          image: productImageUrl(product.slug),
        },
        properties: Object.fromEntries(
          Object.entries(variation.properties).map(([name, value]) => [
            name,
            localized(value, locale),
          ]),
        ),
        quantity: line.quantity,
        unit_price: unit,
        total: multiply(unit, line.quantity),
      };
    });
    return {
      '@context': '/contexts/Cart',
      '@id': `/carts/${uuid}`,
      '@type': 'Cart',
      uuid,
      lines,
      item_count: lines.reduce((count, line) => count + line.quantity, 0),
      totals: sum(lines.map((line) => line.total)),
    };
  }

  return {
    async create() {
      const secret = randomBytes(32).toString('base64url');
      const [cart] = await db
        .insert(carts)
        .values({ secretHash: hashSecret(secret) })
        .returning({ uuid: carts.uuid });
      return { uuid: cart!.uuid, secret };
    },

    /** The cart whose secret this is, or null (the token endpoint ties anonymous tokens to it). */
    async findBySecret(secret: string): Promise<string | null> {
      const [cart] = await db
        .select({ uuid: carts.uuid })
        .from(carts)
        .where(eq(carts.secretHash, hashSecret(secret)));
      return cart?.uuid ?? null;
    },

    /** True when the cart exists and the secret is its own; compared in constant time. */
    async authorize(uuid: string, secret: string | undefined): Promise<boolean> {
      if (!secret) return false;
      const [cart] = await db
        .select({ secretHash: carts.secretHash })
        .from(carts)
        .where(eq(carts.uuid, uuid));
      if (!cart) return false;
      return timingSafeEqual(
        Buffer.from(cart.secretHash, 'hex'),
        Buffer.from(hashSecret(secret), 'hex'),
      );
    },

    view,

    async addLine(uuid: string, variationId: number, quantity: number) {
      await db.transaction(async (tx) => {
        const [variation] = await tx
          .select({ orderable: productVariations.orderable })
          .from(productVariations)
          .where(eq(productVariations.id, variationId));
        if (!variation) throw new CartProblem('errors.unknownVariation');
        if (!variation.orderable) throw new CartProblem('errors.notOrderable');
        await tx
          .insert(cartLines)
          .values({ cartUuid: uuid, variationId, quantity })
          .onConflictDoUpdate({
            target: [cartLines.cartUuid, cartLines.variationId],
            set: { quantity: sql`least(${cartLines.quantity} + ${quantity}, ${MAX_QUANTITY})` },
          });
        await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.uuid, uuid));
      });
    },

    /** False when the line is not in this cart. */
    async setQuantity(uuid: string, lineId: string, quantity: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(cartLines)
          .set({ quantity })
          .where(and(eq(cartLines.cartUuid, uuid), eq(cartLines.id, lineId)))
          .returning({ id: cartLines.id });
        if (updated.length)
          await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.uuid, uuid));
        return updated.length > 0;
      });
    },

    /** False when the line is not in this cart. */
    async removeLine(uuid: string, lineId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(cartLines)
          .where(and(eq(cartLines.cartUuid, uuid), eq(cartLines.id, lineId)))
          .returning({ id: cartLines.id });
        if (removed.length)
          await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.uuid, uuid));
        return removed.length > 0;
      });
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('carts', cartRepository(app.db));
  },
  { name: 'cart-repository', dependencies: ['db'] },
);
