import type { FastifyInstance } from 'fastify';
import { collection, JSON_LD } from '../../../http/hydra';
import { jsonLd, notModified } from '../../../http/answers';
import { categoryListSchema } from '../../../schemas/answers/catalogue';

export default async function categoryRoutes(app: FastifyInstance) {
  app.get(
    '',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Product categories, in shop order',
        answers: { 200: jsonLd(categoryListSchema, 'The categories'), 304: notModified },
      },
    },
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
