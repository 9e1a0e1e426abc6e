import type { FastifyInstance } from 'fastify';
import { collection, JSON_LD } from '../../http/hydra';
import { jsonLd } from '../../http/answers';
import { brandListSchema } from '../../schemas/answers/reference';

export default async function brandRoutes(app: FastifyInstance) {
  app.get(
    '',
    {
      schema: {
        tags: ['reference'],
        summary: 'Brands (no pagination)',
        answers: { 200: jsonLd(brandListSchema, 'The brands') },
      },
    },
    async (_request, reply) =>
      reply.type(JSON_LD).send(collection('Brand', '/brands', await app.reference.brands())),
  );
}
