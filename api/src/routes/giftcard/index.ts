import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { giftCardInfoSchema, type GiftCardInfoInput } from '@shop/shared-ui/schemas';
import { giftCards } from '../../db/schema';
import { JSON_LD, sendError } from '../../http/hydra';
import { valibotSchema } from '../../http/valibot-validation';
import { hashSecret, verifySecret } from '../../domain/secrets';

const mask = (cardNumber: string) => `•••• •••• •••• ${cardNumber.slice(-4)}`;

export async function giftcardRoutes(app: FastifyInstance) {
  // Checked for unknown cards too, so an unknown card and a wrong code take the same time.
  const decoyHash = await hashSecret('decoy-verification-code');

  app.post<{ Body: GiftCardInfoInput }>(
    '/giftcard/info',
    {
      schema: { tags: ['giftcard'], summary: 'Gift card balance lookup', body: valibotSchema(giftCardInfoSchema) },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { cardId, verificationCode } = request.body;
      const [card] = await app.db.select().from(giftCards).where(eq(giftCards.cardNumber, cardId));
      const codeMatches = await verifySecret(verificationCode, card?.verificationCodeHash ?? decoyHash);
      if (!card || !codeMatches) return sendError(reply, 404, 'errors.giftCardUnknown');
      return reply.type(JSON_LD).send({
        '@id': `/giftcard/info/${card.id}`,
        '@type': 'GiftCardInfo',
        cardNumber: mask(card.cardNumber),
        balance: card.balanceCents,
        currency: card.currency,
        expires_at: card.expiresAt?.toISOString() ?? null,
      });
    },
  );
}
