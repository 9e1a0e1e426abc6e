import { parseConfig } from './config';
import { openDatabase } from './db/database';
import { seedDemoData } from './db/seed';
import { buildApp } from './app';

const config = parseConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
if (config.SEED_DEMO_DATA) await seedDemoData(database.db);
const app = await buildApp({ db: database.db, logLevel: config.LOG_LEVEL });

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`API on ${database.kind} listening at http://${config.HOST}:${config.PORT} (docs: /docs)`);
