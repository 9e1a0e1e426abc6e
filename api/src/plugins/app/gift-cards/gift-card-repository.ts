import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { giftCards } from '../../../db/schema';
import { decoySecretHash, verifySecret } from '../../../domain/secrets';

export interface GiftCardBalance {
  id: number;
  cardNumber: string;
  balanceCents: number;
  currency: string;
  expiresAt: Date | null;
}

/** What a lookup found; 'unknown-card' and 'wrong-code' must look the same to the caller. */
export type GiftCardLookupResult =
  { outcome: 'found'; card: GiftCardBalance } | { outcome: 'unknown-card' | 'wrong-code' };

export type GiftCardRepository = ReturnType<typeof giftCardRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    giftCards: GiftCardRepository;
  }
}

export function giftCardRepository(db: Database) {
  return {
    /**
     * The card only when the code is its own (else whether the number or the code was wrong,
     * for the audit log only). An unknown card is checked against a decoy hash,
     * so both failures cost the same argon2 work and cannot be told apart by timing.
     */
    async findWithCode(
      cardNumber: string,
      verificationCode: string,
    ): Promise<GiftCardLookupResult> {
      const [card] = await db.select().from(giftCards).where(eq(giftCards.cardNumber, cardNumber));
      const codeMatches = await verifySecret(
        verificationCode,
        card?.verificationCodeHash ?? (await decoySecretHash()),
      );
      if (!card) return { outcome: 'unknown-card' };
      if (!codeMatches) return { outcome: 'wrong-code' };
      return {
        outcome: 'found',
        card: {
          id: card.id,
          cardNumber: card.cardNumber,
          balanceCents: card.balanceCents,
          currency: card.currency,
          expiresAt: card.expiresAt,
        },
      };
    },
  };
}

export default fp(
  async (app) => {
    // Computed now, so that not even the first unknown card answers faster than a known one.
    await decoySecretHash();
    app.decorate('giftCards', giftCardRepository(app.db));
  },
  { name: 'gift-card-repository', dependencies: ['db'] },
);
