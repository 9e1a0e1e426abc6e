import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { readServerConfig } from './config';
import { followRemotes, refreshRemotes } from './server-remotes';
import { ApiUnavailableError, NONCE_PLACEHOLDER, renderPage } from './render-page';
import { clientShell, loadPageTemplate } from './page-template';
import { createPageCache } from './page-cache';
import { unavailablePage } from './unavailable-page';
import { vatModeFromCookieHeader } from '@shop/shared-ui/vat';
import { splitLocale } from '@shop/shared-ui';

const config = readServerConfig();
const fillTemplate = loadPageTemplate(config.HTML_TEMPLATE);
const shell = clientShell(config.HTML_TEMPLATE);
const cache = createPageCache(config.PAGE_CACHE_MS);

// The nginx configs' headers (docker/nginx/security-headers.conf), and their CSP with the
// response's nonce for the page data (ADR 0033).
const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'geolocation=(self), camera=(), microphone=()',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};
const contentSecurityPolicy = (nonce: string) => {
  const remotes = config.REMOTE_ORIGINS;
  return (
    `default-src 'self'; script-src 'self' 'nonce-${nonce}' ${remotes}; connect-src 'self' ${remotes}; ` +
    `img-src 'self' data:; style-src 'self' ${remotes}; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`
  );
};

// Cached for shared caches a short while, served stale while a new one renders.
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, trustProxy: true });

app.get('/health', async () => ({ status: 'ok' }));

app.get('/*', async (request, reply) => {
  const nonce = randomBytes(16).toString('base64');
  const origin = config.SITE_ORIGIN ?? `${request.protocol}://${request.host}`;
  const cookie = request.headers.cookie;
  const { locale } = splitLocale(request.url.split('?')[0] ?? '/');
  // A page is the same for everyone with this address, locale and VAT mode: nothing personal
  // renders on the server (ADR 0033).
  const key = `${request.url}|${vatModeFromCookieHeader(cookie)}`;
  reply
    .headers(securityHeaders)
    .header('content-security-policy', contentSecurityPolicy(nonce))
    .header('vary', 'Cookie')
    .type('text/html; charset=utf-8');
  try {
    const page = await cache.get(key, async () => {
      const rendered = await renderPage(
        { url: request.url, cookie, origin },
        { apiUrl: config.API_URL, budgetMs: config.REMOTE_RENDER_BUDGET_MS },
      );
      return rendered.redirect === undefined
        ? { status: rendered.status, html: fillTemplate(rendered.parts) }
        : { status: rendered.status, html: '', location: rendered.redirect };
    });
    if (page.location) return reply.redirect(page.location, page.status);
    return reply
      .status(page.status)
      .header('cache-control', page.status === 200 ? PUBLIC_CACHE : 'no-cache')
      .send(page.html.replaceAll(NONCE_PLACEHOLDER, nonce));
  } catch (error) {
    if (error instanceof ApiUnavailableError) {
      request.log.warn({ err: error.cause }, 'the API is unavailable');
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '30')
        .send(await unavailablePage(fillTemplate, locale));
    }
    // Never a 500 page or a blank one: the page the browser renders itself.
    request.log.error({ err: error }, 'server rendering failed: the client-rendered shell');
    return reply.status(200).header('cache-control', 'no-store').send(shell);
  }
});

async function start() {
  await refreshRemotes(config.REMOTES_JSON).catch((error: unknown) =>
    app.log.error({ err: error }, 'remotes.json unreadable at start'),
  );
  followRemotes(config.REMOTES_JSON, config.REMOTES_REVALIDATE_MS);
  await app.listen({ port: config.PORT, host: config.HOST });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void app.close().then(() => process.exit(0)));
  }
}

void start();
