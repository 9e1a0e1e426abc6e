import type { Database } from './database';
import { seedDemoData } from './seed';
import { seedGiftCardProduct } from './seed-gift-card-product';
import { seedDemoOrders } from './seed-demo-orders';

interface SeedLog {
  info: (message: string) => void;
  warn: (message: string) => void;
}

/**
 * The demo shop (README): catalogue, customers, staff member, gift cards, and orders in each
 * state. Each part only once: run at every development start (`SEED_DEMO_DATA`) and by
 * `pnpm --filter @shop/api seed:demo` (compose's one-shot `demo-data` service), never by a
 * production API, which refuses SEED_DEMO_DATA (its passwords are published).
 */
export async function seedDemo(db: Database, log: SeedLog): Promise<void> {
  if (await seedDemoData(db)) log.info('seeded the demo catalogue');
  // A demo database seeded before the shop sold gift cards gets the gift card product (ADR 0021).
  else if (await seedGiftCardProduct(db)) log.info('added the gift card product');
  // Orders in each state for the demo accounts, also in a database seeded before them.
  const demoOrders = await seedDemoOrders(db);
  if (demoOrders.placed.length) log.info(`seeded demo orders: ${demoOrders.placed.join(', ')}`);
  for (const { key, reason } of demoOrders.skipped)
    log.warn(`demo order ${key} left out: ${reason}`);
}
