import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { JSON_LD, sendError } from '../http/hydra';
import { requestOrigin } from '../http/site-origin';
import { valibotSchema } from '../http/valibot-schema';
import {
  apiDocumentation,
  contextDocument,
  isResourceType,
  resourceTypes,
} from '../http/json-ld-contexts';
import { jsonLd } from '../http/answers';
import { apiDocumentationSchema, contextDocumentSchema } from '../schemas/answers/site';

/** The same for every shopper and only changed by a release: a CDN may keep them a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * The JSON-LD context documents every answer's `@context` names (`/api/contexts/Product` through
 * the site), and the API documentation their `@vocab` points into (ADR 0042).
 */
export default async function contextRoutes(
  app: FastifyInstance,
  options: { siteOrigin?: string },
) {
  /**
   * The origin `@vocab` is on: SITE_ORIGIN, else the request's own (as for the sitemap, ADR 0031),
   * with the caching headers that fit: the documents depend on neither language nor shop, and
   * a request-made origin only on the protocol the proxy forwarded (the Host is in every key).
   */
  function originOf(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', CACHE_CONTROL);
    reply.removeHeader('content-language');
    if (options.siteOrigin) reply.removeHeader('vary');
    else reply.header('vary', 'x-forwarded-proto');
    return options.siteOrigin ?? requestOrigin(request);
  }

  app.get<{ Params: { type: string } }>(
    '/contexts/:type',
    {
      schema: {
        tags: ['reference'],
        summary: `The JSON-LD context of one resource type (${resourceTypes.join(', ')})`,
        params: valibotSchema(v.object({ type: v.pipe(v.string(), v.maxLength(64)) })),
        answers: { 200: jsonLd(contextDocumentSchema, 'The context document') },
      },
    },
    async (request, reply) => {
      const { type } = request.params;
      if (!isResourceType(type)) return sendError(reply, 404, 'errors.notFoundResource');
      return reply.type(JSON_LD).send(contextDocument(type, originOf(request, reply)));
    },
  );

  app.get(
    '/docs.jsonld',
    {
      schema: {
        tags: ['reference'],
        summary: 'The Hydra API documentation: the resource classes',
        answers: { 200: jsonLd(apiDocumentationSchema, 'The API documentation') },
      },
    },
    async (request, reply) => reply.type(JSON_LD).send(apiDocumentation(originOf(request, reply))),
  );
}
