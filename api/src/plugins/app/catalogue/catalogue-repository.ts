import fp from 'fastify-plugin';
import { asc, eq } from 'drizzle-orm';
import type { Locale, SiteContext } from '@shop/contracts/messages';
import type { ProductListQuery } from '@shop/contracts/schemas';
import type { Database } from '../../../db/database';
import { categories, products } from '../../../db/schema';
import { localized } from '../../../http/i18n';
import { listedProductSlugs, listProducts } from './products/product-list';
import { productDetail } from './products/product-detail';
import { iri } from '../../../http/iri';

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
        '@id': iri(`/catalogue/categories/${row.slug}`),
        '@type': 'Category',
        id: row.id,
        slug: row.slug,
        name: localized(row.names, locale),
      }));
    },

    /** The slugs of the pages a shopper can open: every category, every listed product. */
    async shopperPages() {
      const [categoryRows, productSlugs] = await Promise.all([
        db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.position)),
        listedProductSlugs(db),
      ]);
      return { categories: categoryRows.map((row) => row.slug), products: productSlugs };
    },

    products: (query: ProductListQuery, locale: Locale, site: SiteContext) =>
      listProducts(db, query, locale, site),

    product: (slug: string, locale: Locale, site: SiteContext) =>
      productDetail(db, slug, locale, site),

    /** What a product's photos are drawn from, and how many views it has (ADR 0055). */
    async productLook(slug: string) {
      const [row] = await db
        .select({
          slug: products.slug,
          shape: products.shape,
          colour: products.colour,
          imageCount: products.imageCount,
        })
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
