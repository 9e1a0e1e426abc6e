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
  DEV_PAYMENT_WEBHOOK_SECRET,
  type Config,
} from './config';
import type { Database } from './db/database';
import { urlPathOfFolder } from './http/route-access';
import db from './plugins/external/db';
import helmet from './plugins/external/helmet';
import redis from './plugins/external/redis';
import rateLimit from './plugins/external/rate-limit';
import attemptLimits from './plugins/app/attempt-limits';
import swagger from './plugins/external/swagger';
import requestContext from './plugins/app/request-context';
import validation from './plugins/app/validation';
import errorHandler, { frameworkErrors } from './plugins/app/error-handler';
import catalogueRepository from './plugins/app/catalogue-repository';
import productFiltersRepository from './plugins/app/product-filters-repository';
import productOptionsRepository from './plugins/app/product-options-repository';
import catalogueCache, { type CatalogueCacheOptions } from './plugins/app/catalogue-cache';
import cartRepository from './plugins/app/cart-repository';
import giftCardRepository from './plugins/app/gift-card-repository';
import giftCardDelivery from './plugins/app/gift-card-delivery';
import salesPointRepository from './plugins/app/sales-point-repository';
import giftCardLookupLog from './plugins/app/gift-card-lookup-log';
import referenceRepository from './plugins/app/reference-repository';
import customerRepository from './plugins/app/customer-repository';
import staffRepository from './plugins/app/staff-repository';
import auth from './plugins/app/auth';
import accessControl from './plugins/app/access-control';
import oauthRepository from './plugins/app/oauth-repository';
import mailer, { type Mailer } from './plugins/app/mailer';
import passwordResetRepository from './plugins/app/password-reset-repository';
import hub from './plugins/app/hub';
import lockRepository from './plugins/app/lock-repository';
import companyRepository from './plugins/app/company-repository';
import orderRepository from './plugins/app/order-repository';
import addressRepository from './plugins/app/address-repository';
import personalInformationRepository from './plugins/app/personal-information-repository';
import { testPaymentProvider } from './domain/payment/test-provider';
import type { PaymentProvider } from './domain/payment/payment-provider';
import type { DeliveryRules } from './domain/order/delivery-dates';
import companyUsersRepository from './plugins/app/company-users-repository';
import reportRepository from './plugins/app/report-repository';

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
  /** Payments (ADR 0015): the built-in test provider unless another is given. */
  payments?: { provider?: PaymentProvider; webhookSecret?: string };
  /** Cut-off, days offered and closed days; the defaults suit the shop. */
  deliveryRules?: DeliveryRules;
  /** How often bought gift cards still to mail are looked for (ms); 0 never (tests). */
  giftCardMailCheckMs?: number;
  /** The catalogue's answers in memory (ADR 0043): the defaults suit the shop. */
  catalogueCache?: CatalogueCacheOptions;
}

/** A hop count as proxy-addr reads one: the first `hops` addresses from the socket inwards. */
const trustedProxies = (setting: boolean | number | string) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

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

  await app.register(db, { db: options.db });
  await app.register(helmet);
  await app.register(redis, { url: options.redisUrl, keyPrefix: options.redisKeyPrefix });
  await app.register(rateLimit);
  await app.register(attemptLimits);

  await app.register(requestContext);
  await app.register(validation);
  await app.register(errorHandler);
  await app.register(catalogueRepository);
  await app.register(productFiltersRepository);
  await app.register(productOptionsRepository);
  await app.register(catalogueCache, options.catalogueCache ?? {});
  await app.register(cartRepository);
  await app.register(giftCardRepository);
  await app.register(salesPointRepository);
  await app.register(giftCardLookupLog, { secret: options.tokenSecret ?? DEV_TOKEN_SECRET });
  await app.register(referenceRepository);
  await app.register(customerRepository);
  await app.register(staffRepository);
  await app.register(auth, { tokenSecret: options.tokenSecret ?? DEV_TOKEN_SECRET });
  await app.register(oauthRepository);
  await app.register(accessControl);
  await app.register(swagger);
  const outboxDir = options.mail?.outboxDir ?? DEFAULT_MAIL_OUTBOX_DIR;
  await app.register(mailer, {
    from: options.mail?.from ?? DEFAULT_MAIL_FROM,
    smtpUrl: options.mail?.smtpUrl,
    outboxDir,
    mailer: options.mail?.mailer,
  });
  await app.register(passwordResetRepository);
  await app.register(hub, { secret: options.hub?.secret ?? DEV_HUB_JWT_SECRET });
  await app.register(lockRepository, {
    ttlSeconds: options.lockTtlSeconds ?? DEFAULT_LOCK_TTL_SECONDS,
  });
  await app.register(companyRepository);
  await app.register(addressRepository);
  await app.register(companyUsersRepository);
  await app.register(personalInformationRepository);
  await app.register(reportRepository);
  const siteUrl = options.mail?.siteUrl ?? DEFAULT_SITE_URL;
  const paymentProvider =
    options.payments?.provider ??
    testPaymentProvider({
      webhookSecret: options.payments?.webhookSecret ?? DEV_PAYMENT_WEBHOOK_SECRET,
      pageUrl: `${siteUrl}/api/payments/test-provider`,
    });
  await app.register(orderRepository, {
    provider: paymentProvider,
    siteUrl,
    deliveryRules: options.deliveryRules,
    secretKey: options.tokenSecret ?? DEV_TOKEN_SECRET,
  });
  await app.register(giftCardDelivery, { siteUrl, checkMs: options.giftCardMailCheckMs });

  // The routes by folder (ADR 0045): every file of api/src/routes serves under its folder's URL
  // (not only an index.ts: a folder may hold several route files and their helpers, which
  // export no plugin), and the folder's access.ts says who may call them.
  const production = (options.environment ?? 'production') === 'production';
  // The API always runs its TypeScript through tsx (server, image, tests); autoload only
  // recognises tsx preloaded with --require, not `node --import tsx`.
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
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
      outboxDir,
      secureCookies: production,
      heartbeatMs: options.hub?.heartbeatMs,
    },
  });
  return app;
}
