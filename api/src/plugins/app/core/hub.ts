import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import {
  HUB_TOKEN_LIFETIME_SECONDS,
  signHubToken,
  verifyHubToken,
  type HubClaims,
} from '../../../domain/hub-tokens';
import { fromSettings } from '../../../app-settings';

/** One update as the hub sends it: Mercure's id, topics, data and optional event type. */
export interface HubUpdate {
  id: string;
  topics: string[];
  /** Serialized already (JSON), so every instance sends the very same text. */
  data: string;
  type?: string;
}

export interface Hub {
  /**
   * Sends `data` (serialized as JSON) to every subscriber of `topic`, on every API instance:
   * through Redis when REDIS_URL is set, else to this instance's subscribers.
   */
  publish: (topic: string | string[], data: unknown, options?: { type?: string }) => Promise<void>;
  /** Calls `listener` with every update this instance receives; returns the remover. */
  onUpdate: (listener: (update: HubUpdate) => void) => () => void;
  /** Updates received after `lastEventId`, or null when this instance no longer knows it. */
  updatesSince: (lastEventId: string) => HubUpdate[] | null;
  lastEventId: () => string | null;
  /** Registers a stream to end when the app closes; returns the deregistration. */
  trackStream: (end: () => void) => () => void;
  signToken: (
    subject: string,
    subscribe: string[],
  ) => Promise<{ token: string; expiresIn: number }>;
  verifyToken: (token: string) => Promise<HubClaims | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}

/** Enough for a subscriber that reconnects within a few minutes to miss nothing. */
const HISTORY_SIZE = 1000;

/**
 * The live update hub's core: publishing, local delivery, a short history for Last-Event-ID,
 * and subscriber tokens. With Redis every instance publishes to one channel and delivers what
 * it hears there to its own subscribers, so an update made on one instance reaches
 * subscribers on all of them. The SSE endpoint is `routes/well-known/mercure/index.ts`.
 */
/** Its options from the app's settings when the plugins load by folder (ADR 0045). */
export const autoConfig = fromSettings(({ hubSecret }) => ({ secret: hubSecret }));

export default fp<{ secret: string }>(
  async (app, options) => {
    const key = new TextEncoder().encode(options.secret);
    const listeners = new Set<(update: HubUpdate) => void>();
    const streams = new Set<() => void>();
    const history: HubUpdate[] = [];

    function deliver(update: HubUpdate) {
      history.push(update);
      if (history.length > HISTORY_SIZE) history.shift();
      for (const listener of listeners) listener(update);
    }

    const channel = `${app.redisKeyPrefix}hub`;
    let subscriber: Redis | null = null;
    if (app.redis) {
      // A subscribed connection can do nothing else: the hub listens on its own one, which
      // reconnects and re-subscribes by itself after a Redis outage.
      subscriber = app.redis.duplicate({ enableOfflineQueue: true, lazyConnect: true });
      subscriber.on('error', (error: Error) => app.log.warn({ err: error }, 'redis hub'));
      subscriber.on('message', (_channel: string, message: string) => {
        try {
          deliver(JSON.parse(message) as HubUpdate);
        } catch (error) {
          app.log.warn({ err: error }, 'unreadable hub message');
        }
      });
      await subscriber.connect();
      await subscriber.subscribe(channel);
    }

    const hub: Hub = {
      async publish(topic, data, publishOptions = {}) {
        const update: HubUpdate = {
          id: `urn:uuid:${randomUUID()}`,
          topics: [topic].flat(),
          data: JSON.stringify(data),
          ...(publishOptions.type ? { type: publishOptions.type } : {}),
        };
        if (!app.redis) return deliver(update);
        try {
          await app.redis.publish(channel, JSON.stringify(update));
        } catch (error) {
          // Redis is away: this instance's subscribers still hear about the change.
          app.log.warn({ err: error }, 'hub update not sent through redis');
          deliver(update);
        }
      },
      onUpdate(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      updatesSince(lastEventId) {
        const index = history.findIndex((update) => update.id === lastEventId);
        return index === -1 ? null : history.slice(index + 1);
      },
      lastEventId: () => history.at(-1)?.id ?? null,
      trackStream(end) {
        streams.add(end);
        return () => streams.delete(end);
      },
      async signToken(subject, subscribe) {
        const expiresAt = new Date(Date.now() + HUB_TOKEN_LIFETIME_SECONDS * 1000);
        const token = await signHubToken({ subject, subscribe }, key, expiresAt);
        return { token, expiresIn: HUB_TOKEN_LIFETIME_SECONDS };
      },
      verifyToken: (token) => verifyHubToken(token, key),
    };
    app.decorate('hub', hub);

    // Open streams would keep the server from closing: end them first.
    app.addHook('preClose', async () => {
      for (const end of [...streams]) end();
      streams.clear();
    });
    app.addHook('onClose', async () => {
      listeners.clear();
      if (subscriber) await subscriber.quit().catch(() => subscriber!.disconnect());
    });
  },
  { name: 'hub', dependencies: ['redis'] },
);
