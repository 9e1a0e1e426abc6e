import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { fromSettings } from '../../app-settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis when REDIS_URL is set; null means every limit is per instance. */
    redis: Redis | null;
    /** Prefix of every key this app writes (tests give each app its own). */
    redisKeyPrefix: string;
  }
}

export interface RedisOptions {
  url?: string;
  keyPrefix?: string;
}

/**
 * One Redis connection for rate limits and attempt counters, shared by every API instance
 * (scale-out: a limit holds across instances). Commands fail fast while Redis is away rather
 * than queueing, so a Redis outage never stalls requests.
 */
/** Its options from the app's settings when the plugins load by folder (ADR 0045). */
export const autoConfig = fromSettings(({ redis }) => redis);

export default fp<RedisOptions>(
  async (app, options) => {
    app.decorate('redisKeyPrefix', options.keyPrefix ?? 'shop:');
    if (!options.url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(options.url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2000,
      lazyConnect: true,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
