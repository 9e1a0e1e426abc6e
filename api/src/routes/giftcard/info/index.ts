import type { FastifyInstance } from 'fastify';
import { giftCardInfoSchema, type GiftCardInfoInput } from '@shop/shared-ui/schemas';
import { JSON_LD, sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { maskCardNumber } from '../../../domain/gift-card';

export default async function giftCardInfoRoutes(app: FastifyInstance) {
  app.post<{ Body: GiftCardInfoInput }>(
    '',
    {
      schema: {
        tags: ['giftcard'],
        summary: 'Gift card balance lookup',
        body: valibotSchema(giftCardInfoSchema),
      },
      // Six-digit codes can be guessed: a low limit per address makes guessing impractical.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const card = await app.giftCards.findWithCode(
        request.body.cardId,
        request.body.verificationCode,
      );
      // One answer for an unknown card and a wrong code: the lookup must not confirm card numbers.
      if (!card) return sendError(reply, 404, 'errors.giftCardUnknown');
      return reply.type(JSON_LD).send({
        '@context': '/contexts/GiftCardInfo',
        '@id': `/giftcard/info/${card.id}`,
        '@type': 'GiftCardInfo',
        id: card.id,
        cardNumber: maskCardNumber(card.cardNumber),
        balance: card.balanceCents,
        currency: card.currency,
        expires_at: card.expiresAt?.toISOString() ?? null,
      });
    },
  );
}
