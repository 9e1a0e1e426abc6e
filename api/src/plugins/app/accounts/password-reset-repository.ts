import fp from 'fastify-plugin';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { customers, oauthRefreshTokens, passwordResets } from '../../../db/schema';
import { hashSecret } from '../../../domain/secrets';
import { randomToken, sha256 } from '../../../domain/tokens';

/** A reset link works for an hour, once. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;
/** A second request within this time, while the first link still works, is a 409. */
/** An invitation to a company's new user: a set-password link valid for a week, single use. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_REPEAT_MS = 5 * 60 * 1000;

export type PasswordResetRequest =
  | { status: 'created'; id: string; token: string; expiresAt: Date }
  | { status: 'already-requested' };

export type PasswordResetRepository = ReturnType<typeof passwordResetRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    passwordResets: PasswordResetRepository;
  }
}

const usable = (now: Date) => and(isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

export function passwordResetRepository(db: Database, clock: () => Date = () => new Date()) {
  return {
    async customerByEmail(email: string) {
      const [row] = await db
        .select({ uuid: customers.uuid, email: customers.email, fullname: customers.fullname })
        .from(customers)
        .where(eq(customers.email, email.trim().toLowerCase()));
      return row ?? null;
    },

    /**
     * A new single-use token for the customer; only its SHA-256 is stored. The customer's row is
     * locked meanwhile, so two requests at once cannot both pass the repeat check.
     */
    async request(
      customerUuid: string,
      lifetimeMs = PASSWORD_RESET_LIFETIME_MS,
    ): Promise<PasswordResetRequest> {
      const now = clock();
      return db.transaction(async (tx) => {
        await tx
          .select({ uuid: customers.uuid })
          .from(customers)
          .where(eq(customers.uuid, customerUuid))
          .for('update');
        const [recent] = await tx
          .select({ id: passwordResets.id })
          .from(passwordResets)
          .where(
            and(
              eq(passwordResets.customerUuid, customerUuid),
              usable(now),
              gt(passwordResets.createdAt, new Date(now.getTime() - PASSWORD_RESET_REPEAT_MS)),
            ),
          )
          .limit(1);
        if (recent) return { status: 'already-requested' } as const;
        const token = randomToken();
        const expiresAt = new Date(now.getTime() + lifetimeMs);
        const [row] = await tx
          .insert(passwordResets)
          .values({ tokenHash: sha256(token), customerUuid, expiresAt, createdAt: now })
          .returning({ id: passwordResets.id });
        return { status: 'created', id: row!.id, token, expiresAt } as const;
      });
    },

    /** Forgets a reset whose mail never left, so its token can never be used. */
    async discard(id: string): Promise<void> {
      await db.delete(passwordResets).where(eq(passwordResets.id, id));
    },

    /**
     * Sets the new password when the token is known, unused and unexpired. In one transaction:
     * the token is spent, every other open reset of the customer is closed and every refresh
     * token they hold is revoked (signed out everywhere).
     */
    async reset(token: string, newPassword: string): Promise<'reset' | 'invalid-token'> {
      const tokenHash = sha256(token);
      const [found] = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, tokenHash), usable(clock())));
      // Checked first, so a made-up token costs no argon2 work.
      if (!found) return 'invalid-token';
      const passwordHash = await hashSecret(newPassword);
      return db.transaction(async (tx) => {
        const now = clock();
        // Spending the token is the guard: of two requests with one token, only one gets a row.
        const [spent] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.id, found.id), usable(now)))
          .returning({ customerUuid: passwordResets.customerUuid });
        if (!spent) return 'invalid-token' as const;
        const customerUuid = spent.customerUuid;
        await tx.update(customers).set({ passwordHash }).where(eq(customers.uuid, customerUuid));
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.customerUuid, customerUuid), isNull(passwordResets.usedAt)));
        await tx
          .update(oauthRefreshTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(oauthRefreshTokens.customerUuid, customerUuid),
              isNull(oauthRefreshTokens.revokedAt),
            ),
          );
        return 'reset' as const;
      });
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('passwordResets', passwordResetRepository(app.db));
  },
  { name: 'password-reset-repository', dependencies: ['db'] },
);
