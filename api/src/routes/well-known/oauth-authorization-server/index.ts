import type { FastifyInstance } from 'fastify';
import { sendError } from '../../../http/hydra';
import { requestOrigin } from '../../../http/site-origin';
import { authorizationServerMetadata } from '../../../domain/oauth-metadata';
import { hydraErrorAnswer, json } from '../../../http/answers';
import { oauthMetadataSchema } from '../../../schemas/answers/account';

/**
 * GET /.well-known/oauth-authorization-server (RFC 8414): where a client finds the authorize,
 * token and revocation endpoints. The site serves it at its root (nginx and the dev proxy pass
 * /.well-known/* on here), since the issuer is the site's origin: SITE_ORIGIN, or without one
 * the origin the request came to (development and tests, as robots.txt does, ADR 0031).
 */
export default async function oauthMetadataRoutes(
  app: FastifyInstance,
  options: { siteOrigin?: string },
) {
  app.get(
    '',
    {
      schema: {
        answers: {
          200: json(oauthMetadataSchema, 'The metadata'),
          400: hydraErrorAnswer('No site origin configured and none in the request'),
        },
        tags: ['account'],
        summary: 'OAuth 2.0 authorization server metadata (RFC 8414), at the site’s root',
      },
    },
    async (request, reply) => {
      const origin = options.siteOrigin ?? requestOrigin(request);
      if (!origin) return sendError(reply, 400, 'errors.badRequest');
      // Nothing personal: clients may keep it for an hour. A request-made origin depends on
      // the protocol the proxy forwarded.
      reply.header('cache-control', 'public, max-age=3600');
      reply.removeHeader('content-language');
      if (!options.siteOrigin) reply.header('vary', 'x-forwarded-proto');
      return reply
        .type('application/json; charset=utf-8')
        .send(authorizationServerMetadata(origin));
    },
  );
}
