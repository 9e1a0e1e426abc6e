/**
 * `pnpm --filter @shop/api seed:demo`: puts the demo shop (README: catalogue, customers, the
 * staff member, gift cards, orders in each state) into the database the API uses (DATABASE_URL
 * or PGLITE_DIR), each part once, and exits. Docker Compose runs it as a one-shot service before
 * its API, which runs as production does and so refuses SEED_DEMO_DATA. Refused with
 * NODE_ENV=production: the demo's passwords are published.
 */
import { parseConfig } from '../config';
import { openDatabase } from '../db/database';
import { seedDemo } from '../db/seed-demo';

const log = {
  info: (message: string) => console.log(message),
  warn: (message: string) => console.warn(message),
};

try {
  const config = parseConfig();
  if (config.NODE_ENV === 'production')
    throw new Error('refused with NODE_ENV=production: the demo accounts have published passwords');
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
  });
  try {
    await seedDemo(database.db, log);
  } finally {
    await database.close();
  }
  log.info('the demo shop is in place');
} catch (error) {
  console.error(`seed:demo failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
