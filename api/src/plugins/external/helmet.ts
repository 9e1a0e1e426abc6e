import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';
import helmet from 'helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Helmet's defaults (script-src 'self' without 'unsafe-inline', nosniff, HSTS, which browsers
 * only heed over HTTPS) plus: no page of the API may be framed, so the sign-in page at
 * /authorize cannot be laid under another site's clickjacking overlay.
 */
const securityHeaders = {
  contentSecurityPolicy: { directives: { 'frame-ancestors': ["'none'"] } },
  frameguard: { action: 'deny' as const },
};
const setSecurityHeaders = helmet(securityHeaders);

/**
 * The same headers on an answer that no hook sees: Fastify refuses a URL it cannot read before
 * any hook runs (its `frameworkErrors`), so @fastify/helmet never reaches that answer.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  setSecurityHeaders(request.raw, reply.raw, () => undefined);
}

/** Security headers on every answer; the swagger-ui plugin adds its own CSP hashes for /docs. */
export default fp(
  async (app) => {
    await app.register(fastifyHelmet, { global: true, ...securityHeaders });
  },
  { name: 'helmet' },
);
