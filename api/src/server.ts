import { parseConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { seedOAuthClients } from './db/seed';
import { seedDemo } from './db/seed-demo';
import { buildApp } from './app';
import { stopGracefully } from './http/graceful-stop';

// What the start is doing, so a failed start says in one line what failed (not a stack trace
// among a dozen processes' output in `pnpm start`).
let stage = 'configuration';
let database: DatabaseHandle | undefined;
try {
  const config = parseConfig();
  stage = 'database';
  database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
  });
  const db = database;
  stage = 'plugins and routes';
  const app = await buildApp({
    db: db.db,
    logLevel: config.LOG_LEVEL,
    trustProxy: config.TRUST_PROXY,
    tokenSecret: config.TOKEN_SECRET,
    redisUrl: config.REDIS_URL,
    redisKeyPrefix: config.REDIS_KEY_PREFIX,
    hub: { secret: config.HUB_JWT_SECRET },
    payments: {
      mollie: {
        apiKey: config.MOLLIE_API_KEY,
        profileId: config.MOLLIE_PROFILE_ID,
        apiEndpoint: config.MOLLIE_API_ENDPOINT,
        componentsScript: config.MOLLIE_COMPONENTS_URL,
        webhookUrl: config.MOLLIE_WEBHOOK_URL,
        timeoutMs: config.PAYMENT_TIMEOUT_MS,
      },
    },
    lockTtlSeconds: config.LOCK_TTL_SECONDS,
    pluginTimeoutMs: config.PLUGIN_TIMEOUT_MS,
    staffSessions: { accessTokenSeconds: config.STAFF_TOKEN_TTL_SECONDS },
    environment: config.NODE_ENV,
    siteOrigin: config.SITE_ORIGIN,
    addressLookup: { pdokUrl: config.PDOK_LOCATIESERVER_URL ?? undefined },
    mail: {
      from: config.MAIL_FROM,
      smtpUrl: config.SMTP_URL,
      outboxDir: config.MAIL_OUTBOX_DIR,
      siteUrl: config.SITE_URL,
    },
  });
  await app.ready();

  stage = 'demo data';
  if (config.SEED_DEMO_DATA) await seedDemo(db.db, app.log);
  stage = 'OAuth clients';
  // The web shop's OAuth client is configuration, not demo data: always present. After the demo
  // seed, which writes the client without SITE_URL's callback and would drop it again.
  await seedOAuthClients(db.db, config.SITE_URL, {
    fulfilmentSecret: config.FULFILMENT_CLIENT_SECRET,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: stopping`);
    // Readiness first, then no new connections, the requests in flight finished, the database
    // last (ADR 0058); cut at the bound rather than left to the orchestrator's SIGKILL.
    const outcome = await stopGracefully(
      app,
      { delayMs: config.SHUTDOWN_DELAY_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS },
      () => db.close(),
    );
    if (outcome === 'timed out')
      app.log.error(`the stop took over ${config.SHUTDOWN_TIMEOUT_MS} ms: exiting with work cut`);
    process.exit(outcome === 'stopped' ? 0 : 1);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  stage = `listening on ${config.HOST}:${config.PORT}`;
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`API on ${db.kind}; docs at http://${config.HOST}:${config.PORT}/docs`);
  if (!config.SMTP_URL) {
    // Not an error (development and e2e run this way), but nobody receives these mails.
    app.log[config.NODE_ENV === 'production' ? 'warn' : 'info'](
      `SMTP_URL is not set: mails go to ${config.MAIL_OUTBOX_DIR}`,
    );
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`API start failed (${stage}): ${message.split('\n')[0]}`);
  await database?.close().catch(() => undefined);
  process.exit(1);
}
