import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

/**
 * Limits are declared per route (sign-in, password reset, gift card lookups, unknown URLs)
 * rather than globally, so a shop page that loads many catalogue resources at once is never
 * throttled. With REDIS_URL the counts live in Redis and hold across every API instance;
 * without it, per instance. While Redis is unreachable requests are let through (logged)
 * rather than refused: the per-account limits still count in memory then.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis
        ? { redis: app.redis, nameSpace: `${app.redisKeyPrefix}rate-limit:`, skipOnError: true }
        : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
