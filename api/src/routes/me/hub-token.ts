import type { FastifyInstance } from 'fastify';
import { JSON_LD } from '../../http/hydra';
import { readableTopics } from '../../http/hub-topics';
import { iri, contextIri } from '../../http/iri';

/** Where the site reaches the hub (the same path on the API and, proxied, on the site). */
export const HUB_PATH = '/.well-known/mercure';

export default async function hubTokenRoutes(app: FastifyInstance) {
  app.get(
    '',
    {
      schema: {
        tags: ['hub'],
        summary:
          'A short-lived subscriber token for the live update hub, for the topics you may read',
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const customer = request.customer!;
      const topics = readableTopics(customer);
      const { token, expiresIn } = await app.hub.signToken(customer.uuid, topics);
      return reply
        .header('cache-control', 'no-store')
        .type(JSON_LD)
        .send({
          '@context': contextIri('HubToken'),
          '@id': iri('/me/hub-token'),
          '@type': 'HubToken',
          hub: HUB_PATH,
          token,
          topics,
          expires_in: expiresIn,
        });
    },
  );
}
