import fp from 'fastify-plugin';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Locale, SiteContext } from '@shop/contracts/messages';
import type { CartLineInput, PersonalizationDesign, Violation } from '@shop/contracts/schemas';
import type { Database } from '../../../db/database';
import { cartLetters, cartLines, cartLineUpsells, carts } from '../../../db/schema';
import { cartView } from './cart/cart-view';
import { checkLine } from './cart/line-rules';
import { changeDesign } from './cart/change-design';

const MAX_QUANTITY = 99;
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export type CartRepository = ReturnType<typeof cartRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    carts: CartRepository;
  }
}

export function cartRepository(db: Database) {
  const touch = (tx: Pick<Database, 'update'>, uuid: string) =>
    tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.uuid, uuid));

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

    view: (uuid: string, locale: Locale, site: SiteContext) => cartView(db, uuid, locale, site),

    /**
     * Adds a line after checking every choice against the catalogue; the same choice again adds
     * to its line (at most 99). Answers the violations, empty when the line was added.
     */
    async addLine(uuid: string, input: CartLineInput): Promise<Violation[]> {
      return db.transaction(async (tx) => {
        // One add at a time per cart, so two equal adds cannot both create a line.
        await tx.select({ uuid: carts.uuid }).from(carts).where(eq(carts.uuid, uuid)).for('update');
        const checked = await checkLine(tx, uuid, input);
        if ('violations' in checked) return checked.violations;
        const { upsells, ...line } = checked.options;
        const [existing] = await tx
          .select({ id: cartLines.id })
          .from(cartLines)
          .where(
            and(
              eq(cartLines.cartUuid, uuid),
              eq(cartLines.variationId, line.variationId),
              eq(cartLines.optionsKey, line.optionsKey),
            ),
          );
        if (existing) {
          const add = (
            column: typeof cartLines.quantity | typeof cartLineUpsells.quantity,
            n: number,
          ) => sql`least(${column} + ${n}, ${MAX_QUANTITY})`;
          await tx
            .update(cartLines)
            .set({ quantity: add(cartLines.quantity, line.quantity) })
            .where(eq(cartLines.id, existing.id));
          // Equal options have their upsells in the same order, so positions match.
          for (const [position, upsell] of upsells.entries())
            await tx
              .update(cartLineUpsells)
              .set({ quantity: add(cartLineUpsells.quantity, upsell.quantity) })
              .where(
                and(
                  eq(cartLineUpsells.lineId, existing.id),
                  eq(cartLineUpsells.position, position),
                ),
              );
        } else {
          const [created] = await tx
            .insert(cartLines)
            .values({ cartUuid: uuid, ...line })
            .returning({ id: cartLines.id });
          if (upsells.length)
            await tx
              .insert(cartLineUpsells)
              .values(
                upsells.map((upsell, position) => ({ ...upsell, lineId: created!.id, position })),
              );
        }
        await touch(tx, uuid);
        return [];
      });
    },

    /** Keeps a letter (or a design's photo) for this cart; only its lines can use it. */
    async storeLetter(
      uuid: string,
      letter: { fileName: string; contentType: string; content: Uint8Array; kind?: 'photo' },
    ) {
      const [stored] = await db
        .insert(cartLetters)
        .values({ cartUuid: uuid, ...letter, size: letter.content.byteLength })
        .returning({ id: cartLetters.id });
      return {
        id: stored!.id,
        file_name: letter.fileName,
        size: letter.content.byteLength,
        type: letter.contentType,
      };
    },

    /** A personalized line's new design; null when the line is not in this cart (ADR 0028). */
    async changeDesign(
      uuid: string,
      lineId: string,
      design: PersonalizationDesign,
    ): Promise<Violation[] | null> {
      return db.transaction(async (tx) => {
        await tx.select({ uuid: carts.uuid }).from(carts).where(eq(carts.uuid, uuid)).for('update');
        const violations = await changeDesign(tx, uuid, lineId, design);
        if (violations && !violations.length) await touch(tx, uuid);
        return violations;
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
        if (updated.length) await touch(tx, uuid);
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
        if (removed.length) await touch(tx, uuid);
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
