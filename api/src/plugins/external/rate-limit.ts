import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimitStoreWithFallback } from './rate-limit-store';

/**
 * Limits are declared per route (sign-in, password reset, gift card lookups, unknown URLs)
 * rather than globally, so a shop page that loads many catalogue resources at once is never
 * throttled. With REDIS_URL the counts live in Redis and hold across every API instance;
 * without it, per instance. While Redis cannot answer, a request is counted in this instance's
 * memory instead: the limits hold per instance rather than not at all.
 */
export default fp(
  async (app) => {
    const { redis } = app;
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { store: storeClass(redis, `${app.redisKeyPrefix}rate-limit:`, app.log) } : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);

/** The plugin builds its store with `new Store(options)`: a class bound to this Redis. */
function storeClass(redis: Redis, nameSpace: string, log: FastifyBaseLogger) {
  return class extends RateLimitStoreWithFallback {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super({ ...options, redis, nameSpace, log });
    }
  };
}
