import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { Outbox } from '../../../mail/outbox';
import { valibotSchema } from '../../../http/valibot-schema';
import { sendError } from '../../../http/hydra';
import { hydraErrorAnswer, json } from '../../../http/answers';

export interface DevOutboxRoutesOptions {
  outboxDir: string;
}

const latestQuerySchema = v.object({
  to: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
});

/**
 * Development only (app.ts never registers it in production): the mails in the outbox folder,
 * so the dev server and the e2e suite can follow the links in them.
 */
export default async function devOutboxRoutes(
  app: FastifyInstance,
  options: DevOutboxRoutesOptions,
) {
  const outbox = new Outbox(options.outboxDir);

  app.get(
    '',
    {
      schema: {
        answers: { 200: json(v.array(v.record(v.string(), v.unknown())), 'The mails') },
        tags: ['development'],
        summary: 'Mails in the outbox, newest first',
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await outbox.list()),
  );

  app.get<{ Querystring: v.InferOutput<typeof latestQuerySchema> }>(
    '/latest',
    {
      schema: {
        answers: {
          200: json(v.record(v.string(), v.unknown()), 'The mail'),
          404: hydraErrorAnswer('No mail to that address'),
        },
        tags: ['development'],
        summary: 'The newest mail to one address',
        querystring: valibotSchema(latestQuerySchema),
      },
    },
    async (request, reply) => {
      const mail = await outbox.latestTo(request.query.to);
      if (!mail) return sendError(reply, 404, 'errors.notFoundResource');
      return reply.header('cache-control', 'no-store').send(mail);
    },
  );
}
