import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

/**
 * Limits are declared per route (gift card lookups, unknown URLs) rather than globally, so a
 * shop page that loads many catalogue resources at once is never throttled. The store is the
 * in-memory default: with more than one API instance the limit applies per instance.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);
