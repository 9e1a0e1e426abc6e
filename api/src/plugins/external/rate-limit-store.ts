import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** What @fastify/rate-limit asks of a store: count a hit, peek, and a store per route. */
type Answer = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
interface Store extends FastifyRateLimitStore {
  read?(key: string, answer: Answer, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
}

// The plugin's own two stores (CommonJS files without types): the Redis one keeps its atomic
// script, the in-memory one its windows, so both count exactly as the plugin would.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
) => Store;

/** While Redis is away, one warning a minute is enough. */
const WARN_EVERY_MS = 60_000;

/**
 * Counts in Redis, so a limit holds across every API instance; when Redis cannot answer, the
 * hit is counted in this instance's memory instead, so an outage of Redis lowers the limits
 * to per instance rather than lifting them (a guesser would otherwise get free rein).
 */
export class RateLimitStoreWithFallback implements Store {
  private readonly redisStore: Store;
  private readonly localStore: Store;
  private readonly log: FastifyBaseLogger;
  private readonly warned: { at: number };

  constructor(options: {
    continueExceeding?: boolean;
    exponentialBackoff?: boolean;
    redis: Redis;
    nameSpace: string;
    log: FastifyBaseLogger;
  }) {
    const { continueExceeding, exponentialBackoff, redis, nameSpace, log } = options;
    this.redisStore = new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
    this.localStore = new LocalStore(continueExceeding, exponentialBackoff);
    this.warned = { at: 0 };
    this.log = log;
  }

  incr(key: string, answer: Answer, timeWindow: number, max: number): void {
    this.redisStore.incr(
      key,
      (error, result) => {
        if (!error) return answer(null, result);
        this.warn(error);
        this.localStore.incr(key, answer, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  read(key: string, answer: Answer, timeWindow: number, max: number): void {
    this.redisStore.read!(
      key,
      (error, result) => {
        if (!error) return answer(null, result);
        this.warn(error);
        this.localStore.read!(key, answer, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  /** The route's own counters in both stores; the warning stays one for the whole API. */
  child(routeOptions: RouteOptions): Store {
    const child = Object.create(RateLimitStoreWithFallback.prototype) as RateLimitStoreWithFallback;
    Object.assign(child, {
      redisStore: this.redisStore.child(routeOptions),
      localStore: this.localStore.child(routeOptions),
      warned: this.warned,
      log: this.log,
    });
    return child;
  }

  private warn(error: Error) {
    const now = Date.now();
    if (now - this.warned.at < WARN_EVERY_MS) return;
    this.warned.at = now;
    this.log.warn({ err: error }, 'rate limit: Redis cannot answer, counting in memory');
  }
}
