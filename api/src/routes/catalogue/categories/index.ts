import type { FastifyInstance } from 'fastify';
import { collection, JSON_LD } from '../../../http/hydra';

export default async function categoryRoutes(app: FastifyInstance) {
  app.get(
    '',
    { schema: { tags: ['catalogue'], summary: 'Product categories, in shop order' } },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(
          collection(
            'Category',
            '/catalogue/categories',
            await app.catalogue.categories(request.locale),
          ),
        ),
  );
}
