import fp from 'fastify-plugin';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Locale, SiteContext } from '@shop/shared-ui/messages';
import type { ProductListQuery } from '@shop/shared-ui/schemas';
import type { Database } from '../../db/database';
import { categories, products, productVariations } from '../../db/schema';
import { localized } from '../../http/i18n';
import { priceBreakdown } from '../../domain/vat';
import { productImageUrl } from '../../domain/product-image';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueRepository;
  }
}

export function catalogueRepository(db: Database) {
  return {
    async categories(locale: Locale) {
      const rows = await db.select().from(categories).orderBy(asc(categories.position));
      return rows.map((row) => ({
        '@id': `/catalogue/categories/${row.slug}`,
        '@type': 'Category',
        id: row.id,
        slug: row.slug,
        name: localized(row.names, locale),
      }));
    },

    async products(query: ProductListQuery, locale: Locale, site: SiteContext) {
      const conditions: SQL[] = [];
      if (query.category) conditions.push(eq(categories.slug, query.category));
      if (query.search) {
        const pattern = likePattern(query.search);
        conditions.push(
          sql`coalesce(${products.names}->>${locale}, ${products.names}->>'nl-nl') ilike ${pattern}`,
        );
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(where);
      const rows = await db
        .select({ product: products, category: categories.slug })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(where)
        .orderBy(asc(categories.position), asc(products.position), asc(products.id))
        .limit(query.page_items)
        .offset((query.page - 1) * query.page_items);
      const ids = rows.map((row) => row.product.id);
      const variations = ids.length
        ? await db.select().from(productVariations).where(inArray(productVariations.productId, ids))
        : [];
      const members = rows.map(({ product, category }) => {
        const own = variations.filter((variation) => variation.productId === product.id);
        const orderable = own.filter((variation) => variation.orderable);
        const cheapest = Math.min(
          ...(orderable.length ? orderable : own).map((variation) => variation.priceCents),
        );
        return {
          '@id': `/catalogue/products/${product.slug}`,
          '@type': 'Product',
          id: product.id,
          slug: product.slug,
          name: localized(product.names, locale),
          category,
          image: productImageUrl(product.slug),
          colour: product.colour,
          occasion: product.occasion,
          from_price: Number.isFinite(cheapest)
            ? priceBreakdown(cheapest, product.vatClass, site)
            : null,
          orderable: orderable.length > 0,
        };
      });
      return { members, total: Number(total) };
    },

    async product(slug: string, locale: Locale, site: SiteContext) {
      const [row] = await db
        .select({ product: products, category: categories.slug })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(eq(products.slug, slug));
      if (!row) return null;
      const variations = await db
        .select()
        .from(productVariations)
        .where(eq(productVariations.productId, row.product.id))
        .orderBy(asc(productVariations.priceCents), asc(productVariations.id));
      return {
        '@id': `/catalogue/products/${row.product.slug}`,
        '@type': 'Product',
        id: row.product.id,
        slug: row.product.slug,
        name: localized(row.product.names, locale),
        description: localized(row.product.descriptions, locale),
        category: row.category,
        image: productImageUrl(row.product.slug),
        colour: row.product.colour,
        occasion: row.product.occasion,
        vat_class: row.product.vatClass,
        variations: variations.map((variation) => ({
          '@id': `/catalogue/variations/${variation.id}`,
          '@type': 'ProductVariation',
          id: variation.id,
          sku: variation.sku,
          orderable: variation.orderable,
          properties: Object.fromEntries(
            Object.entries(variation.properties).map(([name, value]) => [
              name,
              localized(value, locale),
            ]),
          ),
          price: priceBreakdown(variation.priceCents, row.product.vatClass, site),
        })),
      };
    },

    async productLook(slug: string) {
      const [row] = await db
        .select({ shape: products.shape, colour: products.colour, names: products.names })
        .from(products)
        .where(eq(products.slug, slug));
      return row ?? null;
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('catalogue', catalogueRepository(app.db));
  },
  { name: 'catalogue-repository', dependencies: ['db'] },
);
