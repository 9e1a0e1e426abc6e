import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import sse from '@fastify/sse';
import { sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { matchesAny, mayRequest } from '../../../domain/topic-selectors';
import type { HubUpdate } from '../../../plugins/app/core/hub';
import { file, hydraErrorAnswer } from '../../../http/answers';

/** Mercure's cookie name for the subscriber JWT. */
export const HUB_COOKIE = 'mercureAuthorization';
/** Comment lines keep idle streams open through proxies and tell the client the hub is alive. */
export const DEFAULT_HUB_HEARTBEAT_MS = 15_000;

/** When a subscriber of a stopping server comes back: 1 to 3 s, spread. */
const reconnectAfterMs = () => 1000 + Math.floor(Math.random() * 2000);

const topicSelector = v.pipe(
  v.string('validation.required'),
  v.nonEmpty('validation.required'),
  v.maxLength(500, 'validation.maxLength'),
);
const subscribeQuery = v.object({
  topic: v.union([topicSelector, v.pipe(v.array(topicSelector), v.maxLength(20))]),
  authorization: v.optional(v.string()),
  lastEventID: v.optional(v.string()),
});
type SubscribeQuery = v.InferOutput<typeof subscribeQuery>;

function subscriberToken(request: FastifyRequest<{ Querystring: SubscribeQuery }>) {
  return request.bearerToken ?? request.query.authorization ?? request.cookies[HUB_COOKIE];
}

/**
 * The live update hub's subscribe endpoint, after the Mercure protocol: `GET
 * /.well-known/mercure?topic=…` (repeatable; URI templates allowed) with a subscriber JWT as
 * `Authorization: Bearer`, the `authorization` query parameter or the `mercureAuthorization`
 * cookie. Every update is private: the token's `mercure.subscribe` must cover each requested
 * topic, or the hub refuses (403) rather than stream nothing.
 */
export default async function mercureRoutes(
  app: FastifyInstance,
  options: { heartbeatMs?: number },
) {
  await app.register(cookie);
  await app.register(sse, { heartbeatInterval: options.heartbeatMs ?? DEFAULT_HUB_HEARTBEAT_MS });

  app.get<{ Querystring: SubscribeQuery }>(
    '',
    {
      schema: {
        answers: {
          200: file('text/event-stream', 'The updates, as Server-Sent Events'),
          401: hydraErrorAnswer('No valid subscriber token'),
          403: hydraErrorAnswer('The token does not allow one of the topics'),
        },
        tags: ['hub'],
        summary: 'Subscribe to updates of topics (Server-Sent Events, Mercure protocol)',
        querystring: valibotSchema(subscribeQuery),
      },
      // The token may travel in the query string: keep request lines out of the info logs.
      logLevel: 'warn',
      // Data is JSON already; sent as is.
      sse: { kind: 'only', serializer: (data: unknown) => String(data) },
    },
    async (request, reply) => {
      const token = subscriberToken(request);
      const claims = token ? await app.hub.verifyToken(token) : null;
      if (!claims) {
        reply.header('www-authenticate', token ? 'Bearer error="invalid_token"' : 'Bearer');
        return sendError(reply, 401, 'errors.unauthorized');
      }
      const selectors = [request.query.topic].flat();
      if (!selectors.every((selector) => mayRequest(selector, claims.subscribe)))
        return sendError(reply, 403, 'errors.forbidden');

      const wanted = (update: HubUpdate) =>
        matchesAny(update.topics, selectors) && matchesAny(update.topics, claims.subscribe);
      const send = (update: HubUpdate) => {
        if (!reply.sse.isConnected || !wanted(update)) return;
        reply.sse
          .send({ id: update.id, event: update.type, data: update.data })
          .catch(() => reply.sse.close());
      };

      // Personal (ADR 0041): no-store; no-transform keeps proxies from compressing the stream.
      reply.header('cache-control', 'no-store, no-transform');
      const lastKnown = app.hub.lastEventId();
      if (lastKnown) reply.header('last-event-id', lastKnown);
      reply.sse.keepAlive();
      reply.sse.sendHeaders();
      // A first line right away: EventSource opens and proxies start passing the stream on.
      reply.raw.write(':\n\n');

      const lastEventId = request.headers['last-event-id'] ?? request.query.lastEventID;
      if (typeof lastEventId === 'string')
        for (const update of app.hub.updatesSince(lastEventId) ?? []) send(update);

      const stopListening = app.hub.onUpdate(send);
      // The server is stopping (ADR 0058): the subscriber is told when to come back (to another
      // instance by then), each after its own 1 to 3 s so they do not all come back at once;
      // EventSource reconnects by itself when the stream ends, with Last-Event-ID.
      const untrack = app.hub.trackStream(() => {
        if (reply.sse.isConnected) reply.raw.write(`retry: ${reconnectAfterMs()}\n\n`);
        reply.sse.close();
      });
      reply.sse.onClose(() => {
        stopListening();
        untrack();
      });
    },
  );
}
