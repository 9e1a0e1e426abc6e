import fp from 'fastify-plugin';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@shop/contracts/messages';
import type { Database } from '../../../db/database';
import { categories, products } from '../../../db/schema';
import { localized } from '../../../http/i18n';
import { colourLabels, occasionLabels } from '../../../domain/product-facets';
import { conditionsFor } from './products/product-list';

export interface FilterOption {
  code: string;
  label: string;
  count: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    productFilters: ReturnType<typeof productFiltersRepository>;
  }
}

/**
 * The catalogue's filter choices: which colours and occasions the products of a category (and
 * search) have, and how many of each, so the shop never offers a choice that finds nothing.
 */
export function productFiltersRepository(db: Database) {
  async function counts(
    column: typeof products.colour | typeof products.occasion,
    where: SQL | undefined,
  ) {
    return db
      .select({ code: column, count: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(where)
      .groupBy(column);
  }

  function options(
    rows: { code: string; count: number }[],
    labels: Record<string, Record<string, string>>,
    locale: Locale,
  ): FilterOption[] {
    return rows
      .filter((row) => labels[row.code])
      .map((row) => ({
        code: row.code,
        label: localized(labels[row.code]!, locale),
        count: Number(row.count),
      }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }

  return {
    async forProducts(query: { category?: string; search?: string }, locale: Locale) {
      // The same products the list would show for this category and search.
      const where = conditionsFor(query, locale);
      const [colours, occasions] = await Promise.all([
        counts(products.colour, where),
        counts(products.occasion, where),
      ]);
      return {
        colours: options(colours, colourLabels, locale),
        occasions: options(occasions, occasionLabels, locale),
      };
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('productFilters', productFiltersRepository(app.db));
  },
  { name: 'product-filters-repository', dependencies: ['db'] },
);
