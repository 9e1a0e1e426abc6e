import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { DEFAULT_PDOK_LOCATIESERVER_URL } from './domain/geo/pdok-locatieserver';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from './domain/tokens';
import { MOLLIE_API, MOLLIE_COMPONENTS_SCRIPT, MOLLIE_KEY } from './domain/payment/mollie-provider';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
/** `https://host[:port]` with nothing after it but a slash: no path, query, fragment or user. */
const isOrigin = (value: string) =>
  /^https?:\/\/[^/?#@\s]+\/?$/i.test(value) && URL.canParse(value);
/** `https://host[:port][/path]`: no query, fragment or user. */
const isHttpUrl = (value: string) =>
  /^https?:\/\/[^/?#@\s]+(\/[^?#\s]*)?$/i.test(value) && URL.canParse(value);
const booleanString = v.pipe(
  v.picklist(['true', 'false', '1', '0']),
  v.transform((value) => value === 'true' || value === '1'),
);

/** Signs access tokens outside production only; production must set its own TOKEN_SECRET. */
export const DEV_TOKEN_SECRET = 'dev-only-token-secret-never-use-in-production';
/** Signs hub subscriber tokens outside production only; production sets HUB_JWT_SECRET. */
export const DEV_HUB_JWT_SECRET = 'dev-only-hub-secret-never-use-in-production';
/** How long each of the API's plugins may take to start (PLUGIN_TIMEOUT_MS). */
export const DEFAULT_PLUGIN_TIMEOUT_MS = 60_000;
/** How long a lock on an item lasts unless renewed (spec: activity expires_at). */
export const DEFAULT_LOCK_TTL_SECONDS = 300;
/**
 * Outside production, without MOLLIE_API_KEY: a test key our Mollie stand-in takes (Mollie
 * itself refuses it). Production must set its own (ADR 0052).
 */
export const DEV_MOLLIE_API_KEY = 'test_devStandInKeyNeverUsedWithMollie0000';
export const DEV_MOLLIE_PROFILE_ID = 'pfl_devstandin';
/** Spec section 9: the API's calls give up after 20 s; so do its calls to the provider. */
export const DEFAULT_PAYMENT_TIMEOUT_MS = 20_000;

/** SIGTERM: how long readiness answers 503 before the API stops taking connections (production). */
export const DEFAULT_SHUTDOWN_DELAY_MS = 5000;
/** SIGTERM: the bound of the whole stop, under Kubernetes' 30 s grace period. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 25_000;

export const DEFAULT_SITE_URL = 'http://localhost:3000';
export const DEFAULT_MAIL_FROM = 'Bloem & Zo <no-reply@bloemenzo.nl>';
export const DEFAULT_MAIL_OUTBOX_DIR = path.join(apiRoot, '.data', 'outbox');

/** Variables whose value must never appear in an error message or a log. */
const SECRET_KEYS = new Set([
  'TOKEN_SECRET',
  'SMTP_URL',
  'HUB_JWT_SECRET',
  'MOLLIE_API_KEY',
  'FULFILMENT_CLIENT_SECRET',
]);

const configEntries = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'must be a port number'),
      v.transform(Number),
      v.maxValue(65_535, 'must be a port number'),
    ),
    '3100',
  ),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  ),
  PGLITE_DIR: v.optional(v.string(), path.join(apiRoot, '.data', 'pglite')),
  /** Shared state of several API instances: rate limits and attempt counters (memory without). */
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'must be a redis:// URL'))),
  /** Put before every Redis key: several shops (or test runs) on one Redis keep apart. */
  REDIS_KEY_PREFIX: v.optional(
    v.pipe(v.string(), v.regex(/^[\w:.-]{1,64}$/, 'must be a short key prefix')),
  ),
  LOG_LEVEL: v.optional(
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  /**
   * Seed the demo catalogue, customers and staff member when the database is empty. Their
   * passwords are in the README (`winkel@bloemenzo.nl` / `Bloem3n!` opens the staff screen), so
   * production refuses it; unset, it is true everywhere else and false there.
   */
  SEED_DEMO_DATA: v.optional(booleanString),
  /**
   * How long each plugin may take to start (Fastify's pluginTimeout, 10 s by default). Loading
   * the routes compiles them: on a busy two-core machine (`pnpm start`'s compilers) that took
   * more than 10 s, and the API exited. A bound still, so a plugin that hangs stops the start.
   */
  PLUGIN_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,7}$/, 'must be a whole number of milliseconds'),
      v.transform(Number),
      v.minValue(1000, 'must be at least 1000'),
    ),
    String(DEFAULT_PLUGIN_TIMEOUT_MS),
  ),
  /** Take client addresses from X-Forwarded-For; true behind the site's proxy. */
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits): a hop count
   * (the API behind the host's nginx: 1), addresses or subnets ('10.0.0.0/8,127.0.0.1'), or
   * 'false'. Never 'true' by default: it believes every entry, the client's own included, so a
   * shopper could pick any address and walk round every per-address limit.
   */
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.transform((value): boolean | number | string =>
        value === 'true'
          ? true
          : value === 'false'
            ? false
            : /^\d+$/.test(value)
              ? Number(value)
              : value,
      ),
    ),
    '1',
  ),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  /**
   * On SIGTERM, how long the API keeps serving with /health/ready answering 503 before it stops
   * taking connections, so load balancers (Kubernetes, nginx) send nothing new first (ADR 0058).
   * Unset: 5 s in production, none elsewhere.
   */
  SHUTDOWN_DELAY_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'must be a whole number of milliseconds'),
      v.transform(Number),
    ),
  ),
  /**
   * The bound of the whole stop, delay included: what is still in flight then is cut and the
   * process exits 1. Below the orchestrator's own (Kubernetes: 30 s), which kills outright.
   */
  SHUTDOWN_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'must be a whole number of milliseconds'),
      v.transform(Number),
      v.minValue(1000, 'must be at least 1000'),
    ),
    String(DEFAULT_SHUTDOWN_TIMEOUT_MS),
  ),
  /** HS256 key for access tokens (JWT). */
  TOKEN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  /** HS256 key for the live update hub's subscriber tokens (Mercure JWTs), not access tokens. */
  HUB_JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  /** Mollie's API key (`test_…` or `live_…`): the payments (ADR 0052). Required in production. */
  MOLLIE_API_KEY: v.optional(
    v.pipe(v.string(), v.regex(MOLLIE_KEY, 'must be a Mollie API key (test_… or live_…)')),
  ),
  /** The website profile (`pfl_…`) Mollie Components takes card details for. */
  MOLLIE_PROFILE_ID: v.optional(
    v.pipe(v.string(), v.regex(/^pfl_[A-Za-z0-9]{4,}$/, 'must be a Mollie profile id (pfl_…)')),
  ),
  /** Where the Mollie client sends its calls: Mollie's API unless set (our stand-in offline). */
  MOLLIE_API_ENDPOINT: v.optional(
    v.pipe(v.string(), v.check(isHttpUrl, 'must be an http(s) URL')),
    MOLLIE_API,
  ),
  /** The Mollie Components script the checkout loads; its origin is in the pages' CSP. */
  MOLLIE_COMPONENTS_URL: v.optional(
    v.pipe(v.string(), v.check(isHttpUrl, 'must be an http(s) URL')),
    MOLLIE_COMPONENTS_SCRIPT,
  ),
  /** Where Mollie reports payments: `${SITE_URL}/api/payments/webhook/mollie` unless set. */
  MOLLIE_WEBHOOK_URL: v.optional(v.pipe(v.string(), v.check(isHttpUrl, 'must be an http(s) URL'))),
  /** How long a call to the payment provider may take (spec section 9: 20 s). */
  PAYMENT_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'must be a whole number of milliseconds'),
      v.transform(Number),
      v.minValue(100, 'must be at least 100'),
    ),
    String(DEFAULT_PAYMENT_TIMEOUT_MS),
  ),
  /**
   * The fulfilment system's OAuth client secret (client credentials, scope `fulfilment`, ADR
   * 0039): registers the client or rotates its secret. Unset: the client is left as it is.
   */
  FULFILMENT_CLIENT_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters')),
  ),
  /** Lifetime of a lock on an item (its activity's expires_at), in seconds. */
  LOCK_TTL_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'must be a whole number of seconds'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1'),
    ),
    String(DEFAULT_LOCK_TTL_SECONDS),
  ),
  /**
   * How long a staff member's access token lasts (ADR 0048); the screen refreshes it silently.
   * Never longer than shoppers' 15 minutes; shorter only to watch refreshes happen (e2e).
   */
  STAFF_TOKEN_TTL_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'must be a whole number of seconds'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(ACCESS_TOKEN_LIFETIME_SECONDS, 'must be at most 900 (15 minutes)'),
    ),
    String(ACCESS_TOKEN_LIFETIME_SECONDS),
  ),
  /** smtp://host:port (may carry user:password): send mail over SMTP instead of to the outbox. */
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL')),
  ),
  /** Without SMTP_URL every mail is written here as a .eml file (listed by GET /dev/outbox). */
  MAIL_OUTBOX_DIR: v.optional(
    v.pipe(
      v.string(),
      v.transform((dir) => path.resolve(dir)),
    ),
    DEFAULT_MAIL_OUTBOX_DIR,
  ),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.regex(/@/, 'must be an e-mail address')),
    DEFAULT_MAIL_FROM,
  ),
  /**
   * The site's public address: links in mails are built from it alone, never from request
   * headers (a forged Host header must not put an attacker's site in a reset mail).
   */
  SITE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^/?#]+(\/[^?#]*)?$/, 'must be an http(s) URL without query'),
      v.transform((url) => url.replace(/\/+$/, '')),
    ),
    DEFAULT_SITE_URL,
  ),
  /**
   * Where the street of a Dutch address is looked up (ADR 0047): PDOK's Locatieserver, or a
   * server that answers as it does (`pnpm start` and the e2e run use the repository's own,
   * tooling/pdok-locatieserver). 'off': the shipped postcode areas only, no outside call.
   */
  PDOK_LOCATIESERVER_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => value === 'off' || isHttpUrl(value),
        "must be an http(s) URL without query, or 'off'",
      ),
      v.transform((value) => (value === 'off' ? null : value.replace(/\/+$/, ''))),
    ),
    DEFAULT_PDOK_LOCATIESERVER_URL,
  ),
  /**
   * The site's public origin, which robots.txt and sitemap.xml name (ADR 0031). Unset outside
   * production: each request's own (its Host, and X-Forwarded-Proto from a trusted proxy), so
   * `pnpm start` and the tests work on any port. Production must set it: a sitemap that a CDN
   * keeps for an hour must not be built from whatever headers its first request carried.
   */
  SITE_ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.check(isOrigin, 'must be an origin such as https://www.bloemenzo.nl (no path or query)'),
      v.transform((origin) => new URL(origin).origin),
    ),
  ),
});

const shutdownDelayFor = (environment: string) =>
  environment === 'production' ? DEFAULT_SHUTDOWN_DELAY_MS : 0;

const configSchema = v.pipe(
  configEntries,
  v.forward(
    v.partialCheck(
      [['NODE_ENV'], ['TOKEN_SECRET']],
      (input) => input.NODE_ENV !== 'production' || input.TOKEN_SECRET !== undefined,
      'is required when NODE_ENV=production',
    ),
    ['TOKEN_SECRET'],
  ),
  v.forward(
    v.partialCheck(
      [['NODE_ENV'], ['HUB_JWT_SECRET']],
      (input) => input.NODE_ENV !== 'production' || input.HUB_JWT_SECRET !== undefined,
      'is required when NODE_ENV=production',
    ),
    ['HUB_JWT_SECRET'],
  ),
  v.forward(
    v.partialCheck(
      [['NODE_ENV'], ['MOLLIE_API_KEY']],
      (input) => input.NODE_ENV !== 'production' || input.MOLLIE_API_KEY !== undefined,
      'is required when NODE_ENV=production (the payments go through Mollie)',
    ),
    ['MOLLIE_API_KEY'],
  ),
  v.forward(
    v.partialCheck(
      [['NODE_ENV'], ['MOLLIE_PROFILE_ID']],
      (input) => input.NODE_ENV !== 'production' || input.MOLLIE_PROFILE_ID !== undefined,
      'is required when NODE_ENV=production (Mollie Components takes the card for it)',
    ),
    ['MOLLIE_PROFILE_ID'],
  ),
  // Real money only over https: a live key with a site or webhook that is not https refuses.
  v.forward(
    v.partialCheck(
      [['MOLLIE_API_KEY'], ['SITE_URL'], ['MOLLIE_WEBHOOK_URL']],
      (input) =>
        !input.MOLLIE_API_KEY?.startsWith('live_') ||
        (input.SITE_URL.startsWith('https://') &&
          (input.MOLLIE_WEBHOOK_URL ?? 'https://').startsWith('https://')),
      'is a live key: SITE_URL (and MOLLIE_WEBHOOK_URL) must be https',
    ),
    ['MOLLIE_API_KEY'],
  ),
  v.forward(
    v.partialCheck(
      [['NODE_ENV'], ['SITE_ORIGIN']],
      (input) => input.NODE_ENV !== 'production' || input.SITE_ORIGIN !== undefined,
      'is required when NODE_ENV=production (robots.txt and sitemap.xml name it)',
    ),
    ['SITE_ORIGIN'],
  ),
  v.forward(
    v.partialCheck(
      [['NODE_ENV'], ['SEED_DEMO_DATA']],
      (input) => input.NODE_ENV !== 'production' || input.SEED_DEMO_DATA !== true,
      'is refused when NODE_ENV=production: the demo accounts have published passwords ' +
        '(run the demo with NODE_ENV=development, or put it in with `seed:demo`)',
    ),
    ['SEED_DEMO_DATA'],
  ),
  v.forward(
    v.partialCheck(
      [['NODE_ENV'], ['SHUTDOWN_DELAY_MS'], ['SHUTDOWN_TIMEOUT_MS']],
      (input) =>
        (input.SHUTDOWN_DELAY_MS ?? shutdownDelayFor(input.NODE_ENV)) < input.SHUTDOWN_TIMEOUT_MS,
      'must be shorter than SHUTDOWN_TIMEOUT_MS (the stop would always be cut)',
    ),
    ['SHUTDOWN_DELAY_MS'],
  ),
  v.transform((config) => ({
    ...config,
    SHUTDOWN_DELAY_MS: config.SHUTDOWN_DELAY_MS ?? shutdownDelayFor(config.NODE_ENV),
    SEED_DEMO_DATA: config.SEED_DEMO_DATA ?? config.NODE_ENV !== 'production',
    TOKEN_SECRET: config.TOKEN_SECRET ?? DEV_TOKEN_SECRET,
    HUB_JWT_SECRET: config.HUB_JWT_SECRET ?? DEV_HUB_JWT_SECRET,
    MOLLIE_API_KEY: config.MOLLIE_API_KEY ?? DEV_MOLLIE_API_KEY,
    MOLLIE_PROFILE_ID: config.MOLLIE_PROFILE_ID ?? DEV_MOLLIE_PROFILE_ID,
    MOLLIE_WEBHOOK_URL:
      config.MOLLIE_WEBHOOK_URL ?? `${config.SITE_URL}/api/payments/webhook/mollie`,
  })),
);

export type Config = v.InferOutput<typeof configSchema>;

/** Parses the environment once at start-up; a bad value stops the server and names itself. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(configEntries.entries).map((key) => [key, emptyToUndefined(env[key])]),
  );
  const result = v.safeParse(configSchema, input);
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = issue.path?.map((item) => String(item.key)).join('.') ?? '?';
      // A check over several entries hands over the whole input, secrets included: only the
      // named entry's own value is shown, and never a secret's.
      const value = key in input ? input[key] : issue.input;
      const got =
        value === undefined
          ? 'nothing'
          : SECRET_KEYS.has(key) || (typeof value === 'object' && value !== null)
            ? 'a hidden value'
            : JSON.stringify(value);
      return `${key}: ${issue.message} (got ${got})`;
    });
    throw new Error(`Invalid API configuration: ${problems.join('; ')}`);
  }
  return result.output;
}
