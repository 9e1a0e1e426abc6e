import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from './database';
import { customers, orders, staffMembers } from './schema';
import { demoOrders } from './demo-orders';
import { demoStaff } from './demo-data';
import { DemoOrderSkipped, demoOrderKey, placeDemoOrder } from './demo-order-placement';
import { applyDemoStep } from './demo-order-steps';
import { TransitionRefused } from '../domain/order/order-status';
import { OrderRefused } from '../plugins/app/orders/placement/order-refused';
import { NotTrackable } from '../plugins/app/orders/back-office/add-track-and-trace';

/**
 * What a developer's database may refuse a demo order for: a product gone, sold out or no longer
 * orderable, a company rule changed so the story's next move is not allowed. Anything else is a
 * fault of the seed and fails the start.
 */
const leftOut = (error: unknown): error is Error =>
  error instanceof DemoOrderSkipped ||
  error instanceof OrderRefused ||
  error instanceof TransitionRefused ||
  error instanceof NotTrackable;

// Not the catalogue seed's lock: this one runs after that seed committed, on every demo start.
const DEMO_ORDERS_LOCK = 7_406_114;
const HOUR = 3_600_000;

export interface DemoOrdersSeeded {
  /** The demo orders placed now (their keys); none when every one was there already. */
  placed: string[];
  /** Demo orders this database cannot have, with why (a product gone or not orderable). */
  skipped: { key: string; reason: string }[];
}

/**
 * Seeds the demo orders (demo-orders.ts) that are not there yet, so a database seeded before
 * they existed gets them once and a restart adds none: each is known by its idempotency key.
 * One transaction under an advisory lock, so two API instances starting together place each
 * once; each order in a savepoint of its own, so one the catalogue no longer allows is left out
 * alone. Their payments are the story's, asked of no provider (demo-payments.ts, ADR 0052).
 */
export async function seedDemoOrders(db: Database, now = new Date()): Promise<DemoOrdersSeeded> {
  const stories = demoOrders();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_ORDERS_LOCK})`);
    const present = new Set(
      (
        await tx
          .select({ key: orders.idempotencyKey })
          .from(orders)
          .where(
            inArray(
              orders.idempotencyKey,
              stories.map((story) => demoOrderKey(story.key)),
            ),
          )
      ).map((row) => row.key),
    );
    const missing = stories.filter((story) => !present.has(demoOrderKey(story.key)));
    const result: DemoOrdersSeeded = { placed: [], skipped: [] };
    if (missing.length === 0) return result;

    const buyers = new Map(
      (
        await tx
          .select({
            uuid: customers.uuid,
            email: customers.email,
            fullname: customers.fullname,
            customerType: customers.customerType,
            companyUuid: customers.companyUuid,
            permissions: customers.permissions,
          })
          .from(customers)
      ).map((customer) => [customer.email, customer]),
    );
    const [staff] = await tx
      .select({ uuid: staffMembers.uuid })
      .from(staffMembers)
      .where(eq(staffMembers.email, demoStaff[0]!.email));
    const context = {
      staffUuid: staff?.uuid ?? '',
      customerUuids: new Map([...buyers].map(([email, buyer]) => [email, buyer.uuid])),
    };

    for (const story of missing) {
      const placedAt = new Date(now.getTime() - story.placedHoursAgo * HOUR);
      // A step never lies in the future, however the story's hours add up.
      const atHours = (hours: number) =>
        new Date(Math.min(placedAt.getTime() + hours * HOUR, now.getTime() - 1000));
      try {
        await tx.transaction(async (savepoint) => {
          const buyer = buyers.get(story.buyer);
          if (!buyer) throw new DemoOrderSkipped(`no customer ${story.buyer}`);
          if (!staff && story.steps.some((step) => !step.by || 'staff' in step.by))
            throw new DemoOrderSkipped('no demo staff member');
          let order = await placeDemoOrder(savepoint, story, { buyer, now, placedAt });
          for (const step of story.steps)
            order = await applyDemoStep(savepoint, order, step, atHours(step.hoursAfter), context);
        });
        result.placed.push(story.key);
      } catch (error) {
        if (!leftOut(error)) throw error;
        result.skipped.push({ key: story.key, reason: error.message });
      }
    }
    return result;
  });
}
