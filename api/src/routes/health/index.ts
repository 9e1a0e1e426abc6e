import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { json } from '../../http/answers';
import { healthSchema } from '../../schemas/answers/site';

const healthBody = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded'] },
    database: { type: 'string', enum: ['up', 'down'] },
  },
};

/** For load balancers and compose health checks: never rate limited, never cached. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database status',
        response: { 200: healthBody, 503: healthBody },
        answers: {
          200: json(healthSchema, 'Up, with its database'),
          503: json(healthSchema, 'The database cannot be reached'),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok', database: 'up' };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database down');
        return reply.code(503).send({ status: 'degraded', database: 'down' });
      }
    },
  );
}
