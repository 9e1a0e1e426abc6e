import type { FastifyInstance } from 'fastify';
import { JSON_LD } from '../../../http/hydra';
import { readableTopics } from '../../../http/hub-topics';
import { iri, contextIri } from '../../../http/iri';
import { jsonLd } from '../../../http/answers';
import { hubTokenSchema } from '../../../schemas/answers/account';

/** Where the site reaches the hub (the same path on the API and, proxied, on the site). */
export const HUB_PATH = '/.well-known/mercure';

export default async function hubTokenRoutes(app: FastifyInstance) {
  app.get(
    '',
    {
      schema: {
        answers: { 200: jsonLd(hubTokenSchema, 'The subscriber token') },
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
