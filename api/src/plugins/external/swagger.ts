import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { documentOperation, nameSharedSchemas } from '../../http/openapi-answers';
import { pagePolicy, siteScheme } from './helmet';

/**
 * The page's policy (issue 33): the API's own, stricter where the page allows it: scripts and
 * styles from its own files only (and the hashes swagger-ui lists for its inline ones, none
 * today), no `https:` styles, no `'unsafe-inline'`; images also as `data:` (swagger-ui's
 * stylesheet draws its icons so). swagger-ui's own policy (`staticCSP`) let the page be framed and
 * sent `upgrade-insecure-requests` on plain http too.
 */
const docsPolicy = (csp: { script: string[]; style: string[] }) =>
  pagePolicy({
    'frame-ancestors': ["'none'"],
    'script-src': ["'self'", ...csp.script],
    'style-src': ["'self'", ...csp.style],
    'img-src': ["'self'", 'data:'],
  });

/** OpenAPI 3 at /docs/json and the browsable UI at /docs/ (the site reaches both under /api). */
export default fp(
  async (app) => {
    await app.register(swagger, {
      // Each operation's answers and security (ADR 0038), in the document only.
      transform: documentOperation,
      transformObject: nameSharedSchemas,
      openapi: {
        info: {
          title: 'Shop API',
          version: '0.1.0',
          description:
            'JSON-LD/Hydra API of the flower and gift shop. Send `accept-language` (nl-nl, nl-be, fr-be, en-us) ' +
            'and `x-site-context` (nl or be: decides the VAT rates). Money is in integer euro cents. ' +
            'Every `@id`, `@context` and reference is the site’s path under `/api` (e.g. `/api/catalogue/products/zonnig-boeket`, ' +
            '`/api/contexts/Product`); paged lists carry a `hydra:view` with `hydra:first`, `hydra:last`, `hydra:previous` and `hydra:next`.',
        },
        servers: [{ url: '/api' }],
        tags: [
          { name: 'catalogue' },
          { name: 'cart' },
          { name: 'giftcard' },
          { name: 'account' },
          { name: 'reference' },
          { name: 'health' },
          // robots.txt and sitemap.xml: the site's nginx serves them at its root (ADR 0031).
          { name: 'crawlers' },
          // The shop's staff and the fulfilment system (ADR 0039).
          { name: 'back-office' },
        ],
        components: {
          securitySchemes: {
            // Access tokens from POST /token (HS256 JWT, 15 minutes).
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
    });
    let policy: ReturnType<typeof docsPolicy> | undefined;
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: {
        // Without the standalone layout's top bar: its logo is an SVG with an inline <style>,
        // which a policy without 'unsafe-inline' refuses (and the bar's document address box
        // has nothing to offer: the page shows this API's document only).
        layout: 'BaseLayout',
      },
      // The page at /docs/ links its assets relative to itself (./static/…), at /docs it would
      // name them from the root (/docs/static/…), which the site, reaching the API under /api,
      // does not route. A relative redirect keeps whatever prefix the browser used.
      uiHooks: {
        onRequest: async (request, reply) => {
          policy ??= docsPolicy(app.swaggerCSP);
          reply.header('content-security-policy', policy[siteScheme(request)]);
          const path = request.url.split('?')[0];
          if (path === '/docs') return reply.redirect('docs/');
          if (path === '/docs/static/index.html') return reply.redirect('../');
        },
      },
    });
  },
  { name: 'swagger' },
);
