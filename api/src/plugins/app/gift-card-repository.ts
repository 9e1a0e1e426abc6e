import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { giftCards } from '../../db/schema';
import { decoySecretHash, verifySecret } from '../../domain/secrets';

export interface GiftCardBalance {
  id: number;
  cardNumber: string;
  balanceCents: number;
  currency: string;
  expiresAt: Date | null;
}

export type GiftCardRepository = ReturnType<typeof giftCardRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    giftCards: GiftCardRepository;
  }
}

export function giftCardRepository(db: Database) {
  return {
    /**
     * The card only when the code is its own. An unknown card is checked against a decoy hash,
     * so both failures cost the same argon2 work and cannot be told apart by timing.
     */
    async findWithCode(
      cardNumber: string,
      verificationCode: string,
    ): Promise<GiftCardBalance | null> {
      const [card] = await db.select().from(giftCards).where(eq(giftCards.cardNumber, cardNumber));
      const codeMatches = await verifySecret(
        verificationCode,
        card?.verificationCodeHash ?? (await decoySecretHash()),
      );
      if (!card || !codeMatches) return null;
      return {
        id: card.id,
        cardNumber: card.cardNumber,
        balanceCents: card.balanceCents,
        currency: card.currency,
        expiresAt: card.expiresAt,
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
