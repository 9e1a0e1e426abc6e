import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import autoload from '@fastify/autoload';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_MAIL_OUTBOX_DIR,
  DEFAULT_SITE_URL,
  DEV_TOKEN_SECRET,
  DEV_HUB_JWT_SECRET,
  DEFAULT_LOCK_TTL_SECONDS,
  DEFAULT_PLUGIN_TIMEOUT_MS,
  type Config,
} from './config';
import type { Database } from './db/database';
import type { AppSettings } from './app-settings';
import { urlPathOfFolder } from './http/route-access';
import { frameworkErrors } from './plugins/app/core/error-handler';
import type { CatalogueCacheOptions } from './plugins/app/catalogue/catalogue-cache';
import type { Mailer } from './plugins/app/core/mailer';
import { molliePaymentProvider, type MollieSettings } from './domain/payment/mollie-provider';
import type { PaymentProvider } from './domain/payment/payment-provider';
import type { DeliveryRules } from './domain/order/delivery-dates';
import {
  pc4PostcodeProvider,
  pdokLocatieserver,
  streetPostcodeProvider,
  type PostcodeProvider,
} from './domain/geo';
import { STAFF_SESSION_LIMITS, type StaffSessionLimits } from './domain/tokens';

export interface AppOptions {
  /** An open, migrated database; the caller closes it after the app. */
  db: Database;
  logLevel?: Config['LOG_LEVEL'];
  /** Where log lines go instead of stdout (tests read them to prove what is never logged). */
  logStream?: { write: (line: string) => void };
  /**
   * Behind nginx or the dev proxy: how far to believe X-Forwarded-For for the shopper's address
   * (rate limits). A hop count (default 1: the address the one proxy in front saw), addresses, or false.
   */
  trustProxy?: boolean | number | string;
  /** Shared Redis for rate limits and attempt counters across instances; memory without it. */
  redisUrl?: string;
  /** Prefix of the app's Redis keys ('shop:' by default; tests give each app its own). */
  redisKeyPrefix?: string;
  /** HS256 key for access tokens; defaults to the development-only secret. */
  tokenSecret?: string;
  /** Development routes (GET /dev/outbox) exist only outside production; unset counts as production. */
  environment?: Config['NODE_ENV'];
  /** The live update hub: subscriber token key (HUB_JWT_SECRET) and heartbeat interval. */
  hub?: { secret?: string; heartbeatMs?: number };
  /** Lifetime of a lock on an item (LOCK_TTL_SECONDS). */
  lockTtlSeconds?: number;
  /** How long each plugin may take to start (PLUGIN_TIMEOUT_MS). */
  pluginTimeoutMs?: number;
  mail?: {
    from?: string;
    /** SMTP when set, else the outbox folder. */
    smtpUrl?: string;
    outboxDir?: string;
    /** The site's public address; reset links are built from it alone. */
    siteUrl?: string;
    /** Replaces SMTP and outbox (tests: a failing transport). */
    mailer?: Mailer;
  };
  /**
   * The site's public origin that robots.txt and sitemap.xml name (SITE_ORIGIN, ADR 0031);
   * unset, each request's own (development and tests only: production requires it).
   */
  siteOrigin?: string;
  /**
   * Payments (ADR 0052): Mollie with these settings (its webhook on `siteUrl` unless given), or
   * another provider. One of the two is needed.
   */
  payments: {
    provider?: PaymentProvider;
    mollie?: Omit<MollieSettings, 'webhookUrl'> & { webhookUrl?: string };
  };
  /** Cut-off, days offered and closed days; the defaults suit the shop. */
  deliveryRules?: DeliveryRules;
  /** How often bought gift cards still to mail are looked for (ms); 0 never (tests). */
  giftCardMailCheckMs?: number;
  /** How often captures the provider did not answer are asked for again (ms); 0 never (tests). */
  captureRetryMs?: number;
  /** The catalogue's answers in memory (ADR 0043): the defaults suit the shop. */
  catalogueCache?: CatalogueCacheOptions;
  /**
   * The street of a Dutch address (ADR 0047): from PDOK's Locatieserver at `pdokUrl`
   * (PDOK_LOCATIESERVER_URL), with the postcode areas behind it; without `pdokUrl` the areas
   * only (the tests that need no street, offline). The defaults suit the shop.
   */
  addressLookup?: { pdokUrl?: string; timeoutMs?: number; cacheTtlMs?: number };
  /** How long staff sessions and their access tokens last (ADR 0048): the defaults suit the shop. */
  staffSessions?: Partial<StaffSessionLimits>;
}

/**
 * Plugins that are not the whole app's: the catalogue's caching headers serve the catalogue's
 * routes only (routes/catalogue/autohooks.ts); the rate limits' store is part of rate-limit.
 */
const pluginsLoadedElsewhere = /\/(catalogue-caching|rate-limit-store)\.[jt]s$/;

/** A hop count as proxy-addr reads one: the first `hops` addresses from the socket inwards. */
const trustedProxies = (setting: boolean | number | string) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/** The provider the options name: Mollie through its client unless another is given. */
function paymentProviderFor(payments: AppOptions['payments'], siteUrl: string): PaymentProvider {
  if (payments.provider) return payments.provider;
  if (!payments.mollie) throw new Error('No payment provider: give the Mollie settings');
  return molliePaymentProvider({
    ...payments.mollie,
    webhookUrl: payments.mollie.webhookUrl ?? `${siteUrl}/api/payments/webhook/mollie`,
  });
}

/** Street-level suggestions when an address service is configured, the postcode areas else. */
function postcodeProviderFor(
  lookup: AppOptions['addressLookup'],
  log: FastifyInstance['log'],
): PostcodeProvider {
  if (!lookup?.pdokUrl) return pc4PostcodeProvider();
  return streetPostcodeProvider({
    addresses: pdokLocatieserver({ baseUrl: lookup.pdokUrl, timeoutMs: lookup.timeoutMs }),
    cacheTtlMs: lookup.cacheTtlMs,
    // No postcode in the log: the reason is what operations need.
    onUnavailable: (error) =>
      log.warn({ reason: error.reason }, 'PDOK Locatieserver unavailable: postcode areas only'),
  });
}

/** The whole API without listening: the server and the tests build it the same way. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: ['req.headers.authorization', 'req.headers["x-cart-secret"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Every payload the shop sends is a few hundred bytes; anything near this is abuse.
    bodyLimit: 100 * 1024,
    pluginTimeout: options.pluginTimeoutMs ?? DEFAULT_PLUGIN_TIMEOUT_MS,
    trustProxy: trustedProxies(options.trustProxy ?? 1),
    // A URL the router cannot read (bad %-encoding, a 10 000-character id) is refused before any
    // hook runs: answer it as a Hydra error like every other bad request.
    frameworkErrors,
  });
  // The site sends JSON-LD; parse it exactly like plain JSON (including its proto-poisoning guards).
  app.addContentTypeParser(
    'application/ld+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  // Every body is JSON, a form or (one route) multipart: a text/plain body is a 415, not a string
  // for the schema to puzzle over.
  app.removeContentTypeParser('text/plain');

  const siteUrl = options.mail?.siteUrl ?? DEFAULT_SITE_URL;
  const outboxDir = options.mail?.outboxDir ?? DEFAULT_MAIL_OUTBOX_DIR;
  const paymentProvider = paymentProviderFor(options.payments, siteUrl);
  const settings: AppSettings = {
    db: options.db,
    redis: { url: options.redisUrl, keyPrefix: options.redisKeyPrefix },
    tokenSecret: options.tokenSecret ?? DEV_TOKEN_SECRET,
    hubSecret: options.hub?.secret ?? DEV_HUB_JWT_SECRET,
    lockTtlSeconds: options.lockTtlSeconds ?? DEFAULT_LOCK_TTL_SECONDS,
    mail: {
      from: options.mail?.from ?? DEFAULT_MAIL_FROM,
      smtpUrl: options.mail?.smtpUrl,
      outboxDir,
      mailer: options.mail?.mailer,
    },
    siteUrl,
    siteOrigin: options.siteOrigin,
    paymentProvider,
    deliveryRules: options.deliveryRules,
    giftCardMailCheckMs: options.giftCardMailCheckMs,
    captureRetryMs: options.captureRetryMs,
    catalogueCache: options.catalogueCache ?? {},
    staffSessions: { ...STAFF_SESSION_LIMITS, ...options.staffSessions },
  };
  app.decorate('settings', settings);

  // From source the API runs its TypeScript through tsx (development, tests), and autoload only
  // recognises tsx preloaded with --require, not `node --import tsx`; production runs the
  // compiled dist/ (scripts/build.mjs), whose folders hold .js files only.
  if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  // The plugins by folder (ADR 0045), as fastify/demo has them: first the external ones (the
  // database, Redis, helmet, rate limits, the OpenAPI document), then the app's (request context,
  // validation, errors, the repositories, auth, the hub, the mailer). Each takes its options
  // from `app.settings` (its `autoConfig`) and names what it needs (fastify-plugin's
  // `dependencies`), which autoload registers first. Only a folder's own files are plugins: its
  // subfolders hold their parts.
  for (const folder of ['external', 'app']) {
    await app.register(autoload, {
      dir: fileURLToPath(new URL(`./plugins/${folder}`, import.meta.url)),
      // plugins/app is grouped by domain (core, accounts, companies, catalogue, orders, payments,
      // gift cards): each domain folder's own files are its plugins, their subfolders the parts.
      maxDepth: folder === 'app' ? 1 : 0,
      ignoreFilter: (path: string) => pluginsLoadedElsewhere.test(path),
      // Nothing over what each plugin's autoConfig reads (autoload needs the object).
      options: {},
    });
  }

  // The routes by folder (ADR 0045): every file of api/src/routes serves under its folder's URL
  // (not only an index.ts: a folder may hold several route files and their helpers, which
  // export no plugin), and the folder's access.ts says who may call them.
  const production = (options.environment ?? 'production') === 'production';
  await app.register(autoload, {
    dir: fileURLToPath(new URL('./routes', import.meta.url)),
    indexPattern: /^$/,
    dirNameRoutePrefix: (_parent: string, folder: string) => urlPathOfFolder(folder),
    autoHooks: true,
    cascadeHooks: true,
    overwriteHooks: true,
    ignoreFilter: (path: string) =>
      /\/access\.[jt]s$/.test(path) ||
      // Lists mails with live reset links: never part of a production API.
      (production && path.startsWith('/dev/')),
    // What the route plugins need of the app's options, each reading its own.
    options: {
      siteOrigin: options.siteOrigin,
      siteUrl,
      paymentProvider,
      postcodeProvider: postcodeProviderFor(options.addressLookup, app.log),
      outboxDir,
      secureCookies: production,
      heartbeatMs: options.hub?.heartbeatMs,
    },
  });
  return app;
}
