import fp from 'fastify-plugin';
import {
  AttemptCounter,
  RedisAttemptCounter,
  type AttemptLimiter,
} from '../../../domain/attempt-counter';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A named per-key limit (per account, per card, per address): in Redis when REDIS_URL is
     * set, so all API instances count together, else in this instance's memory.
     */
    attemptLimiter: (name: string, max: number, windowMs: number) => AttemptLimiter;
  }
}

export default fp(
  async (app) => {
    app.decorate('attemptLimiter', (name: string, max: number, windowMs: number) =>
      app.redis
        ? new RedisAttemptCounter(
            app.redis,
            `${app.redisKeyPrefix}attempts:${name}`,
            max,
            windowMs,
            (error) =>
              app.log.warn(
                { err: error },
                `attempt limit ${name}: Redis unavailable, counting in memory`,
              ),
          )
        : new AttemptCounter(max, windowMs),
    );
  },
  { name: 'attempt-limits', dependencies: ['redis'] },
);
