import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { splitLocale } from '@shop/shared-ui';
import { vatModeFromCookieHeader } from '@shop/shared-ui/vat';
import type { ServerConfig } from './config';
import {
  ApiUnavailableError,
  NONCE_PLACEHOLDER,
  type PageRequest,
  type RenderedPage,
} from './render-page';
import { createPageCache } from './page-cache';
import type { PageParts } from './page-template';
import { unavailablePage } from './unavailable-page';
import type { Readiness } from './graceful-stop';

export interface PageServerOptions {
  config: Pick<ServerConfig, 'SITE_ORIGIN' | 'PAGE_CACHE_MS' | 'REMOTE_ORIGINS'> &
    Partial<Pick<ServerConfig, 'PAYMENT_ORIGINS'>>;
  render: (request: PageRequest) => Promise<RenderedPage>;
  fillTemplate: (parts: PageParts) => Promise<string>;
  /** The client-rendered shell: the answer when rendering fails. */
  shell: () => Promise<string>;
  /** Changes when a remote's release changes: a cached page of the old release is not served. */
  releases: () => string;
  /** The remotes of a page whose canary the request's shopper gets (ADR 0037); none when left out. */
  canaries?: (cookie: string | undefined, pathname: string) => readonly string[];
  logLevel?: string;
  /** Turned false by a stop (graceful-stop.ts): /health/ready answers 503 from then on. */
  readiness?: Readiness;
}

// The nginx configs' headers (docker/nginx/security-headers.conf), and their CSP with the
// response's nonce (ADR 0033).
const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'geolocation=(self), camera=(), microphone=()',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/** Shared caches keep a page a minute and serve it stale while they fetch a new one. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A page with a canary left to the browser: for this browser only, checked on every load. */
export const CANARY_PAGE_CACHE = 'private, no-cache';

/** The host server: every page address renders on the server (ADR 0033). */
export function createPageServer(options: PageServerOptions): FastifyInstance {
  const { config, render, fillTemplate, shell } = options;
  const cache = createPageCache(config.PAGE_CACHE_MS);
  const remotes = config.REMOTE_ORIGINS;
  // The payment provider's card fields are its script and its frames, its logos images (ADR
  // 0052); read at start, so the provider's origins change without a rebuild.
  const payment = config.PAYMENT_ORIGINS ?? '';
  const sources = (...list: string[]) => list.filter(Boolean).join(' ');
  const contentSecurityPolicy = (nonce: string) =>
    [
      "default-src 'self'",
      `script-src ${sources("'self'", `'nonce-${nonce}'`, remotes, payment)}`,
      `connect-src ${sources("'self'", remotes)}`,
      `img-src ${sources("'self'", 'data:', payment)}`,
      `style-src ${sources("'self'", `'nonce-${nonce}'`, remotes)}`,
      `frame-src ${sources("'self'", payment)}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; ');

  const app = Fastify({ logger: { level: options.logLevel ?? 'info' }, trustProxy: true });

  const draining = () => options.readiness?.draining ?? false;
  // The remote releases it renders with (the same URLs remotes.json gives every browser).
  app.get('/health', async () => ({ status: 'ok', releases: options.releases() }));
  // Readiness for the traffic (503 while a stop drains it), liveness for restarts (ADR 0058).
  app.get('/health/ready', async (_request, reply) =>
    draining()
      ? reply.status(503).send({ status: 'draining' })
      : { status: 'ready', releases: options.releases() },
  );
  app.get('/health/live', async () => ({ status: 'ok' }));
  // A kept-alive connection would hold the stop until its client lets go: from the drain on,
  // every answer closes its own.
  app.addHook('onSend', async (_request, reply) => {
    if (draining()) reply.header('connection', 'close');
  });

  app.get('/*', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const origin = config.SITE_ORIGIN ?? `${request.protocol}://${request.host}`;
    const cookie = request.headers.cookie;
    const { locale } = splitLocale(request.url.split('?')[0] ?? '/');
    // The same page for everyone with this address, VAT mode, remote releases and canaries:
    // nothing personal renders on the server.
    const canaries = options.canaries?.(cookie, request.url.split('?')[0] ?? '/') ?? [];
    const key = `${origin}${request.url}|${vatModeFromCookieHeader(cookie)}|${options.releases()}|${canaries.join(',')}`;
    // A canary shopper's page is theirs and their browser's only: shared caches (nginx) key on
    // the address and the VAT mode, and must not hand it to the others (ADR 0037).
    const publicCache = canaries.length === 0 ? PUBLIC_PAGE_CACHE : CANARY_PAGE_CACHE;
    reply
      .headers(securityHeaders)
      .header('content-security-policy', contentSecurityPolicy(nonce))
      // The VAT mode comes from a cookie: shared caches keep one copy per mode (nginx keys on
      // the cookie itself; others on the whole Cookie header).
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8');
    try {
      let fresh = false;
      const page = await cache.get(key, async () => {
        fresh = true;
        const rendered = await render({ url: request.url, cookie, origin, canaries });
        return rendered.redirect === undefined
          ? { status: rendered.status, html: await fillTemplate(rendered.parts) }
          : { status: rendered.status, html: '', location: rendered.redirect };
      });
      reply.header('x-cache', fresh ? 'MISS' : 'HIT');
      if (page.location) {
        return reply.header('cache-control', publicCache).redirect(page.location, page.status);
      }
      return reply
        .status(page.status)
        .header('cache-control', page.status === 200 ? publicCache : 'no-cache')
        .send(page.html.replaceAll(NONCE_PLACEHOLDER, nonce));
    } catch (error) {
      if (error instanceof ApiUnavailableError) {
        request.log.warn({ err: error.cause }, 'the API is unavailable');
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .header('retry-after', '30')
          .send((await unavailablePage(fillTemplate, locale)).replaceAll(NONCE_PLACEHOLDER, nonce));
      }
      // Never a 500 page or a blank one: the page the browser renders itself.
      request.log.error({ err: error }, 'server rendering failed: the client-rendered shell');
      return reply
        .status(200)
        .header('cache-control', 'no-store')
        .send(await shell());
    }
  });
  return app;
}
