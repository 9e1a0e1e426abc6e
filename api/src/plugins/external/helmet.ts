import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
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

/**
 * The headers helmet writes, worked out once: with these options they are the same on every
 * answer. @fastify/helmet built helmet's middleware again for each request (its CSP parsed
 * anew), a cost every answer paid, the catalogue's from memory most of all (ADR 0043).
 */
const headers: Record<string, string> = {};
helmet(securityHeaders)(
  {} as IncomingMessage,
  {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse,
  () => undefined,
);

/**
 * The same headers on an answer that no hook sees: Fastify refuses a URL it cannot read before
 * any hook runs (its `frameworkErrors`), so the onRequest hook never reaches that answer.
 */
export function applySecurityHeaders(_request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(headers);
}

/** Security headers on every answer; the swagger-ui plugin sets its own CSP hashes for /docs. */
export default fp(
  async (app) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
