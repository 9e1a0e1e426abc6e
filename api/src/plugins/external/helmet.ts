import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** CSP directives over helmet's defaults; `null` leaves a default out. */
export type CspDirectives = Record<string, string[] | null>;

/**
 * Helmet's defaults (script-src 'self' without 'unsafe-inline', nosniff, HSTS, which browsers
 * only heed over HTTPS) plus: no page of the API may be framed, so the sign-in page at
 * /authorize cannot be laid under another site's clickjacking overlay.
 */
const apiDirectives: CspDirectives = { 'frame-ancestors': ["'none'"] };

/**
 * `upgrade-insecure-requests` only on an https site (issue 33): on a plain-http one (`pnpm start`,
 * compose on one machine) it sends the browser's every request to an https nobody answers.
 */
const upgradeInsecure = (https: boolean): CspDirectives => ({
  'upgrade-insecure-requests': https ? [] : null,
});

/**
 * The headers helmet writes with these directives, worked out once: with fixed options they are
 * the same on every answer. @fastify/helmet built helmet's middleware again for each request (its
 * CSP parsed anew), a cost every answer paid, the catalogue's from memory most of all (ADR 0043).
 */
function helmetHeaders(directives: CspDirectives): Record<string, string> {
  const headers: Record<string, string> = {};
  helmet({ contentSecurityPolicy: { directives }, frameguard: { action: 'deny' } })(
    {} as IncomingMessage,
    {
      setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
      removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    } as unknown as ServerResponse,
    () => undefined,
  );
  return headers;
}

/** The Content-Security-Policy of a page with its own `directives`, for an http or https site. */
export function pagePolicy(directives: CspDirectives): Record<'http' | 'https', string> {
  const policy = (https: boolean) =>
    helmetHeaders({ ...directives, ...upgradeInsecure(https) })['content-security-policy']!;
  return { http: policy(false), https: policy(true) };
}

const headers = {
  http: helmetHeaders({ ...apiDirectives, ...upgradeInsecure(false) }),
  https: helmetHeaders({ ...apiDirectives, ...upgradeInsecure(true) }),
};

/**
 * Whether the site is served over https: SITE_ORIGIN's scheme when set (production must set it),
 * else the request's own (from a trusted proxy, its X-Forwarded-Proto).
 */
export function siteScheme(request: FastifyRequest): 'http' | 'https' {
  const origin = request.server.settings?.siteOrigin;
  const https = origin ? origin.startsWith('https:') : request.protocol === 'https';
  return https ? 'https' : 'http';
}

/**
 * The same headers on an answer that no hook sees: Fastify refuses a URL it cannot read before
 * any hook runs (its `frameworkErrors`), so the onRequest hook never reaches that answer.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(headers[siteScheme(request)]);
}

/** Security headers on every answer; the swagger plugin sets the CSP of /docs itself. */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      applySecurityHeaders(request, reply);
      done();
    });
  },
  { name: 'helmet' },
);
