import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { brands, countries } from '../db/schema';
import { collection, JSON_LD } from '../http/hydra';
import { localized } from '../http/i18n';

/** Small lists without pagination: brands and countries. */
export async function referenceRoutes(app: FastifyInstance) {
  app.get('/brands', { schema: { tags: ['reference'], summary: 'Brands' } }, async (_request, reply) => {
    const rows = await app.db.select().from(brands).orderBy(asc(brands.name));
    const members = rows.map((row) => ({ '@id': `/brands/${row.slug}`, '@type': 'Brand', id: row.id, slug: row.slug, name: row.name }));
    return reply.type(JSON_LD).send(collection('/brands', members));
  });

  app.get('/geography/countries', { schema: { tags: ['reference'], summary: 'Countries' } }, async (request, reply) => {
    const rows = await app.db.select().from(countries).orderBy(asc(countries.code));
    const members = rows.map((row) => ({
      '@id': `/geography/countries/${row.code}`,
      '@type': 'Country',
      code: row.code,
      name: localized(row.names, request.locale),
    }));
    return reply.type(JSON_LD).send(collection('/geography/countries', members));
  });
}
