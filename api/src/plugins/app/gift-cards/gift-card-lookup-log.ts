import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, count, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { giftCardLockouts, giftCardLookups, type GiftCardLookupOutcome } from '../../../db/schema';
import { fromSettings } from '../../../app-settings';

export type GiftCardLookupLog = ReturnType<typeof giftCardLookupLog>;

declare module 'fastify' {
  interface FastifyInstance {
    giftCardLookups: GiftCardLookupLog;
  }
}

/** The audit log and lock-outs of balance lookups (ADR 0019). */
export function giftCardLookupLog(db: Database, secret: string) {
  // A keyed hash: card numbers and IPv4 addresses are few enough to hash them all, so a plain
  // SHA-256 of them would be as good as the value itself to whoever reads the table.
  const key = createHmac('sha256', secret).update('gift-card-lookups').digest();
  const pseudonym = (value: string) => createHmac('sha256', key).update(value).digest('hex');

  return {
    pseudonym,

    async record(entry: {
      cardNumberHash: string;
      cardNumber: string;
      clientAddress: string;
      outcome: GiftCardLookupOutcome;
      at: Date;
    }) {
      await db.insert(giftCardLookups).values({
        at: entry.at,
        cardNumberHash: entry.cardNumberHash,
        cardNumberMasked: `•••• ${entry.cardNumber.slice(-4)}`,
        clientAddressHash: pseudonym(entry.clientAddress),
        outcome: entry.outcome,
      });
    },

    /** Wrong codes (and unknown numbers) tried on this card number since `since`. */
    async failuresSince(cardNumberHash: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ failures: count() })
        .from(giftCardLookups)
        .where(
          and(
            eq(giftCardLookups.cardNumberHash, cardNumberHash),
            inArray(giftCardLookups.outcome, ['wrong-code', 'unknown-card']),
            gte(giftCardLookups.at, since),
          ),
        );
      return row?.failures ?? 0;
    },

    async isLocked(cardNumberHash: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ until: giftCardLockouts.lockedUntil })
        .from(giftCardLockouts)
        .where(
          and(
            eq(giftCardLockouts.cardNumberHash, cardNumberHash),
            gt(giftCardLockouts.lockedUntil, now),
          ),
        );
      return row !== undefined;
    },

    async lock(cardNumberHash: string, now: Date, until: Date) {
      await db
        .insert(giftCardLockouts)
        .values({ cardNumberHash, lockedAt: now, lockedUntil: until })
        .onConflictDoUpdate({
          target: giftCardLockouts.cardNumberHash,
          set: { lockedAt: now, lockedUntil: until },
        });
    },
  };
}

/** Its options from the app's settings when the plugins load by folder (ADR 0045). */
export const autoConfig = fromSettings(({ tokenSecret }) => ({ secret: tokenSecret }));

export default fp<{ secret: string }>(
  async (app, options) => {
    app.decorate('giftCardLookups', giftCardLookupLog(app.db, options.secret));
  },
  { name: 'gift-card-lookup-log', dependencies: ['db'] },
);
