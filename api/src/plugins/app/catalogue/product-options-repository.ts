import fp from 'fastify-plugin';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Locale, SiteContext } from '@shop/contracts/messages';
import type { Database } from '../../../db/database';
import {
  categories,
  productCombinations,
  productGroupConflicts,
  products,
  wishCards,
} from '../../../db/schema';
import { localized } from '../../../http/i18n';
import { priceBreakdown } from '../../../domain/vat';
import { cardGroupFor, conflictingGroups } from '../../../domain/product-groups';
import { wishCardImageUrls } from '../../../domain/wish-card-image';
import { summaries } from './products/product-list';
import { iri } from '../../../http/iri';

declare module 'fastify' {
  interface FastifyInstance {
    productOptions: ReturnType<typeof productOptionsRepository>;
  }
}

/** The product page's side calls: wish cards, option conflicts and combination products. */
export function productOptionsRepository(db: Database) {
  const productBySlug = async (slug: string) =>
    (await db.select().from(products).where(eq(products.slug, slug)))[0] ?? null;

  return {
    /** The cards that may go with the product (funeral cards with funeral products), or null. */
    async wishCardsFor(slug: string, locale: Locale, site: SiteContext) {
      const product = await productBySlug(slug);
      if (!product) return null;
      if (!product.wishCards) return [];
      const rows = await db
        .select()
        .from(wishCards)
        .where(eq(wishCards.productGroupId, cardGroupFor(product.productGroupId)))
        .orderBy(asc(wishCards.position), asc(wishCards.id));
      return rows.map((card) => ({
        '@id': iri(`/catalogue/wish-cards/${card.id}`),
        '@type': 'WishCard',
        id: card.id,
        name: localized(card.names, locale),
        productGroupId: card.productGroupId,
        size: card.size,
        ...wishCardImageUrls(card.id),
        isHandwritten: card.isHandwritten,
        // A card travels with the product: its VAT rate follows the product's (ADR 0011).
        price: priceBreakdown(card.priceCents, product.vatClass, site),
      }));
    },

    /** What a card's generated images are drawn from. */
    async wishCardLook(id: number) {
      const [card] = await db.select().from(wishCards).where(eq(wishCards.id, id));
      return card ?? null;
    },

    async conflictingGroups(ids: number[], excludeOwn: boolean) {
      const pairs = await db
        .select()
        .from(productGroupConflicts)
        .where(
          or(
            inArray(productGroupConflicts.groupId, ids),
            inArray(productGroupConflicts.conflictingGroupId, ids),
          ),
        );
      return conflictingGroups(pairs, ids, excludeOwn);
    },

    /** Products that go well with this one, as list members; null for an unknown product. */
    async combinationsFor(slug: string, locale: Locale, site: SiteContext) {
      const product = await productBySlug(slug);
      if (!product) return null;
      const rows = await db
        .select({ product: products, category: categories.slug })
        .from(productCombinations)
        .innerJoin(products, eq(productCombinations.combinedProductId, products.id))
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(eq(productCombinations.productId, product.id))
        .orderBy(asc(productCombinations.position));
      return summaries(db, rows, locale, site);
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('productOptions', productOptionsRepository(app.db));
  },
  { name: 'product-options-repository', dependencies: ['db'] },
);
