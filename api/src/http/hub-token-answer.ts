import type { FastifyInstance, FastifyReply } from 'fastify';
import { JSON_LD } from './hydra';
import { contextIri, iri } from './iri';

/** Where the site reaches the hub (the same path on the API and, proxied, on the site). */
export const HUB_PATH = '/.well-known/mercure';

/**
 * Answers a fresh subscriber token for `topics` (a HubToken, never cached): a customer's from
 * GET /me/hub-token, a guest's for their one order from POST /order/orders/{uuid}/hub-token.
 */
export async function sendHubToken(
  app: FastifyInstance,
  reply: FastifyReply,
  token: { subject: string; topics: string[]; path: string },
) {
  const signed = await app.hub.signToken(token.subject, token.topics);
  return reply
    .header('cache-control', 'no-store')
    .type(JSON_LD)
    .send({
      '@context': contextIri('HubToken'),
      '@id': iri(token.path),
      '@type': 'HubToken',
      hub: HUB_PATH,
      token: signed.token,
      topics: token.topics,
      expires_in: signed.expiresIn,
    });
}
