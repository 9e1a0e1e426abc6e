import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import etag from '@fastify/etag';
import { sendError } from '../http/hydra';
import { requestOrigin } from '../http/site-origin';
import { robotsTxt } from '../domain/crawlers/robots-txt';
import { categoryPath, productPath, sitemapXml } from '../domain/crawlers/sitemap-xml';
import { file, notModified } from '../http/answers';
import { error } from '../schemas/answers/hydra';

/** A CDN and the crawlers may keep both files for an hour: the catalogue changes slowly. */
const CACHE_CONTROL = 'public, max-age=3600';

const noOrigin = error(400, 'No site origin configured and none in the request');

/**
 * GET /robots.txt and GET /sitemap.xml (ADR 0031), which the site's nginx and the dev proxy
 * send here from the site's root. Public reads like the catalogue's, so no rate limit of their
 * own; an ETag makes a crawler's revisit a 304. The URLs in them are on `siteOrigin`
 * (SITE_ORIGIN), or without one on the origin the request came to (development and tests).
 */
export default async function crawlerRoutes(
  app: FastifyInstance,
  options: { siteOrigin?: string },
) {
  await app.register(etag);

  /** The origin to name, with the caching headers that fit where it came from; null: refused. */
  function originFor(request: FastifyRequest, reply: FastifyReply): string | null {
    const origin = options.siteOrigin ?? requestOrigin(request);
    if (!origin) return null;
    reply.header('cache-control', CACHE_CONTROL);
    // Neither file depends on the language or the shop; only a request-made origin depends on
    // the protocol the proxy forwarded (the Host is part of every cache's key anyway).
    reply.removeHeader('content-language');
    if (options.siteOrigin) reply.removeHeader('vary');
    else reply.header('vary', 'x-forwarded-proto');
    return origin;
  }

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['crawlers'],
        summary: 'robots.txt: crawl everything but the account, checkout, cart and sign-in pages',
        description:
          'Served at the site’s root (`/robots.txt`). Names the sitemap on the site’s origin.',
        answers: {
          200: file('text/plain', 'The robots.txt file'),
          304: notModified,
          400: noOrigin,
        },
      },
    },
    async (request, reply) => {
      const origin = originFor(request, reply);
      if (!origin) return sendError(reply, 400, 'errors.badRequest');
      return reply.type('text/plain; charset=utf-8').send(robotsTxt(origin));
    },
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['crawlers'],
        summary:
          'sitemap.xml: the home page, every category and every product in the four locales, with hreflang alternates',
        description:
          'Served at the site’s root (`/sitemap.xml`). The sitemaps.org protocol; each `<url>` ' +
          'lists the page in nl-NL, nl-BE, fr-BE and en-US and nl-NL as x-default.',
        answers: { 200: file('application/xml', 'The sitemap'), 304: notModified, 400: noOrigin },
      },
    },
    async (request, reply) => {
      const origin = originFor(request, reply);
      if (!origin) return sendError(reply, 400, 'errors.badRequest');
      const pages = await app.catalogue.shopperPages();
      const paths = [
        '/',
        ...pages.categories.map(categoryPath),
        ...pages.products.map(productPath),
      ];
      return reply.type('application/xml; charset=utf-8').send(sitemapXml(origin, paths));
    },
  );
}
