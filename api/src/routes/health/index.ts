import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { json } from '../../http/answers';
import { healthSchema, livenessSchema, readinessSchema } from '../../schemas/answers/site';

const healthBody = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded'] },
    database: { type: 'string', enum: ['up', 'down'] },
  },
};
const readinessBody = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ready', 'draining', 'degraded'] },
    database: { type: 'string', enum: ['up', 'down'] },
  },
};
const livenessBody = { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } } };

/**
 * For load balancers, orchestrators and compose health checks: never rate limited, never cached.
 * /health (the database's status) as its callers have always read it; /health/ready for the
 * traffic (503 while draining, ADR 0058); /health/live for restarts (the process answers).
 */
export default async function healthRoutes(app: FastifyInstance) {
  const databaseUp = async (request: FastifyRequest) => {
    try {
      await app.db.execute(sql`select 1`);
      return true;
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database down');
      return false;
    }
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

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
      noStore(reply);
      if (await databaseUp(request)) return { status: 'ok', database: 'up' };
      return reply.code(503).send({ status: 'degraded', database: 'down' });
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether this instance takes new requests (readiness)',
        response: { 200: readinessBody, 503: readinessBody },
        answers: {
          200: json(readinessSchema, 'Takes requests, with its database'),
          503: json(readinessSchema, 'Stopping (draining), or the database cannot be reached'),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const database = (await databaseUp(request)) ? 'up' : 'down';
      if (app.readiness.draining) return reply.code(503).send({ status: 'draining', database });
      if (database === 'down') return reply.code(503).send({ status: 'degraded', database });
      return { status: 'ready', database };
    },
  );

  app.get(
    '/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the process answers (liveness; not its database)',
        response: { 200: livenessBody },
        answers: { 200: json(livenessSchema, 'The process answers') },
      },
    },
    async (_request, reply) => {
      noStore(reply);
      return { status: 'ok' };
    },
  );
}
