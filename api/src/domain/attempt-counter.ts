import type { Redis } from 'ioredis';

/** Counts attempts per key; `hit` answers how many seconds to wait when over the limit, else 0. */
export interface AttemptLimiter {
  hit(key: string): Promise<number>;
  /**
   * Takes back one attempt that succeeded (a right password): only failures count towards the
   * limit, so a customer who signs in often is never locked out, a guesser still is.
   */
  forgive(key: string): Promise<void>;
}

/**
 * Counts attempts per key in fixed windows, in memory: per API instance. Used when no Redis
 * is configured (development, a single instance).
 */
export class AttemptCounter implements AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<number> {
    return this.hitSync(key, this.now());
  }

  hitSync(key: string, now = this.now()): number {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= this.maxKeys) this.prune(now);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.max ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  async forgive(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full of live keys (a spray of usernames): forget the oldest rather than grow.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

/** INCR the window's counter, start its expiry on the first hit; answers count and ms left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

/** DECR a live window's counter, never below zero. */
const FORGIVE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * The same fixed windows in Redis, so every API instance counts together (one atomic script
 * per hit). If Redis cannot answer, the attempt is counted in memory instead: limits hold per
 * instance rather than not at all.
 */
export class RedisAttemptCounter implements AttemptLimiter {
  private readonly fallback: AttemptCounter;

  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.fallback = new AttemptCounter(max, windowMs);
  }

  async hit(key: string): Promise<number> {
    try {
      const [count, ttl] = (await this.redis.eval(
        HIT_SCRIPT,
        1,
        `${this.name}:${key}`,
        String(this.windowMs),
      )) as [number, number];
      return count > this.max ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
    } catch (error) {
      this.onError(error);
      return this.fallback.hit(key);
    }
  }

  async forgive(key: string): Promise<void> {
    try {
      await this.redis.eval(FORGIVE_SCRIPT, 1, `${this.name}:${key}`);
    } catch (error) {
      this.onError(error);
      await this.fallback.forgive(key);
    }
  }
}
