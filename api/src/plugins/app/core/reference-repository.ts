import fp from 'fastify-plugin';
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@shop/contracts/messages';
import { isDeliveryCountry } from '@shop/contracts/schemas';
import type { Database } from '../../../db/database';
import { brands, countries } from '../../../db/schema';
import { localized } from '../../../http/i18n';
import { iri } from '../../../http/iri';

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
        '@id': iri(`/brands/${row.slug}`),
        '@type': 'Brand',
        id: row.id,
        slug: row.slug,
        name: row.name,
      }));
    },

    /** Is the code one of the countries an address may be in (the list the forms offer)? */
    async isListedCountry(code: string) {
      const [row] = await db
        .select({ code: countries.code })
        .from(countries)
        .where(eq(countries.code, code));
      return row !== undefined;
    },

    async countries(locale: Locale) {
      const rows = await db.select().from(countries).orderBy(asc(countries.code));
      return rows.map((row) => ({
        '@id': iri(`/geography/countries/${row.code}`),
        '@type': 'Country',
        code: row.code,
        name: localized(row.names, locale),
        /** Whether the shop delivers there; any listed country may hold an invoice address. */
        delivers: isDeliveryCountry(row.code),
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
