import fp from 'fastify-plugin';
import type { ItemActivity } from '@shop/contracts/api';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { customers, itemActivities } from '../../../db/schema';
import { fromSettings } from '../../../app-settings';

// An item's `activity` as the API answers it (spec: lock event, user, timestamp, expires_at).
export type { ItemActivity };

export type LockOutcome =
  | { status: 'locked'; activity: ItemActivity }
  | { status: 'unlocked' }
  | { status: 'held-by-other'; activity: ItemActivity };

export type LockRepository = ReturnType<typeof lockRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    locks: LockRepository;
  }
}

/** A live lock: one whose expiry the database clock has not passed. */
const live = () => gt(itemActivities.expiresAt, sql`now()`);

/**
 * Locks on any lockable item, keyed by the item's IRI (its `@id`). Taking, renewing and
 * releasing are single statements that check the holder and the expiry in the database, so two
 * people racing for one item cannot both win, and an expired lock counts as no lock everywhere.
 * The database clock decides expiry, so several API instances agree on it.
 */
export function lockRepository(db: Database, ttlSeconds: number) {
  async function activityOf(itemIri: string): Promise<ItemActivity | null> {
    const [row] = await db
      .select({
        customerUuid: itemActivities.customerUuid,
        fullname: customers.fullname,
        timestamp: itemActivities.timestamp,
        expiresAt: itemActivities.expiresAt,
      })
      .from(itemActivities)
      .innerJoin(customers, eq(customers.uuid, itemActivities.customerUuid))
      .where(and(eq(itemActivities.itemIri, itemIri), live()));
    if (!row) return null;
    return {
      event: 'lock',
      user: { uuid: row.customerUuid, fullname: row.fullname },
      timestamp: row.timestamp.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    };
  }

  /** Someone else's live lock on the item, if any. */
  async function heldByOther(itemIri: string, customerUuid: string) {
    const activity = await activityOf(itemIri);
    return activity && activity.user.uuid !== customerUuid ? activity : null;
  }

  return {
    ttlSeconds,
    activityOf,
    heldByOther,

    /** Takes the lock, or renews it when the customer holds it already. */
    async acquire(itemIri: string, customerUuid: string): Promise<LockOutcome> {
      const taken = await db
        .insert(itemActivities)
        .values({
          itemIri,
          event: 'lock',
          customerUuid,
          timestamp: sql`now()`,
          expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
        })
        .onConflictDoUpdate({
          target: itemActivities.itemIri,
          set: {
            event: 'lock',
            customerUuid,
            timestamp: sql`now()`,
            expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
          },
          setWhere: sql`${itemActivities.customerUuid} = ${customerUuid} or ${itemActivities.expiresAt} <= now()`,
        })
        .returning({ itemIri: itemActivities.itemIri });
      const activity = await activityOf(itemIri);
      if (taken.length > 0 && activity) return { status: 'locked', activity };
      // Not ours; or ours expired in the instant between the two statements (then: no lock).
      return activity ? { status: 'held-by-other', activity } : { status: 'unlocked' };
    },

    /** Clears the customer's own lock, or a lapsed one; someone else's live lock stays. */
    async release(itemIri: string, customerUuid: string): Promise<LockOutcome> {
      await db
        .delete(itemActivities)
        .where(
          and(
            eq(itemActivities.itemIri, itemIri),
            sql`(${itemActivities.customerUuid} = ${customerUuid} or ${itemActivities.expiresAt} <= now())`,
          ),
        );
      const activity = await heldByOther(itemIri, customerUuid);
      return activity ? { status: 'held-by-other', activity } : { status: 'unlocked' };
    },

    /**
     * A condition for an item's UPDATE statement: true unless someone else holds a live lock on
     * it. Checked inside the update itself, so a lock taken meanwhile cannot be overrun.
     */
    notLockedByOthers(itemIri: string, customerUuid: string): SQL {
      return sql`not exists (select 1 from ${itemActivities} where ${itemActivities.itemIri} = ${itemIri} and ${itemActivities.customerUuid} <> ${customerUuid} and ${itemActivities.expiresAt} > now())`;
    },
  };
}

/** Its options from the app's settings when the plugins load by folder (ADR 0045). */
export const autoConfig = fromSettings(({ lockTtlSeconds }) => ({ ttlSeconds: lockTtlSeconds }));

export default fp<{ ttlSeconds: number }>(
  async (app, options) => {
    app.decorate('locks', lockRepository(app.db, options.ttlSeconds));
  },
  { name: 'lock-repository', dependencies: ['db'] },
);
