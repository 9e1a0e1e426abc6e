import fp from 'fastify-plugin';
import { asc } from 'drizzle-orm';
import type { Locale } from '@shop/shared-ui/messages';
import type { Database } from '../../db/database';
import { brands, countries } from '../../db/schema';
import { localized } from '../../http/i18n';

export type ReferenceRepository = ReturnType<typeof referenceRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    reference: ReferenceRepository;
  }
}

/** Small lists that the site reads whole: brands and countries. */
export function referenceRepository(db: Database) {
  return {
    async brands() {
      const rows = await db.select().from(brands).orderBy(asc(brands.name));
      return rows.map((row) => ({
        '@id': `/brands/${row.slug}`,
        '@type': 'Brand',
        id: row.id,
        slug: row.slug,
        name: row.name,
      }));
    },

    async countries(locale: Locale) {
      const rows = await db.select().from(countries).orderBy(asc(countries.code));
      return rows.map((row) => ({
        '@id': `/geography/countries/${row.code}`,
        '@type': 'Country',
        code: row.code,
        name: localized(row.names, locale),
      }));
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('reference', referenceRepository(app.db));
  },
  { name: 'reference-repository', dependencies: ['db'] },
);
