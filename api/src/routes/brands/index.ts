import type { FastifyInstance } from 'fastify';
import { collection, JSON_LD } from '../../http/hydra';

export default async function brandRoutes(app: FastifyInstance) {
  app.get(
    '',
    { schema: { tags: ['reference'], summary: 'Brands (no pagination)' } },
    async (_request, reply) =>
      reply.type(JSON_LD).send(collection('Brand', '/brands', await app.reference.brands())),
  );
}
