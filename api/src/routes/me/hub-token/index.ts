import type { FastifyInstance } from 'fastify';
import { readableTopics } from '../../../http/hub-topics';
import { sendHubToken } from '../../../http/hub-token-answer';
import { jsonLd } from '../../../http/answers';
import { hubTokenSchema } from '../../../schemas/answers/account';

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
      return sendHubToken(app, reply, {
        subject: customer.uuid,
        topics: readableTopics(customer),
        path: '/me/hub-token',
      });
    },
  );
}
