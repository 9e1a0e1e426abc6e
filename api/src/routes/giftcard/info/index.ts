import type { FastifyInstance } from 'fastify';
import { giftCardInfoSchema, type GiftCardInfoInput } from '@shop/contracts/schemas';
import { JSON_LD, sendError } from '../../../http/hydra';
import { valibotSchema } from '../../../http/valibot-schema';
import { maskCardNumber } from '../../../domain/gift-card';
import { iri, contextIri } from '../../../http/iri';
import { jsonLd } from '../../../http/answers';
import { error } from '../../../schemas/answers/hydra';
import { giftCardInfoAnswer } from '../../../schemas/answers/reference';

/** Wrong codes per card number (from any address) before it is held back for a while. */
export const WRONG_CODES_PER_CARD = 5;
export const CARD_WINDOW_MS = 15 * 60_000;
/** Wrong codes per card number in a day that lock it for the cooling-off period. */
export const WRONG_CODES_BEFORE_LOCKOUT = 10;
export const LOCKOUT_WINDOW_MS = 24 * 60 * 60_000;
export const LOCKOUT_MS = 24 * 60 * 60_000;

export default async function giftCardInfoRoutes(app: FastifyInstance) {
  // Many addresses guessing one card's code: limited per card number too (ADR 0019).
  const attemptsPerCard = app.attemptLimiter('giftcard-card', WRONG_CODES_PER_CARD, CARD_WINDOW_MS);

  app.post<{ Body: GiftCardInfoInput }>(
    '',
    {
      schema: {
        tags: ['giftcard'],
        summary: 'Gift card balance lookup',
        body: valibotSchema(giftCardInfoSchema),
        answers: {
          200: jsonLd(giftCardInfoAnswer, 'The card’s balance'),
          404: error(404, 'Unknown card, wrong code or locked card: one answer'),
        },
      },
      // Six-digit codes can be guessed: a low limit per address makes guessing impractical.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { cardId, verificationCode } = request.body;
      const now = new Date();
      const cardNumberHash = app.giftCardLookups.pseudonym(cardId);
      const record = (outcome: Parameters<typeof app.giftCardLookups.record>[0]['outcome']) =>
        app.giftCardLookups.record({
          cardNumberHash,
          cardNumber: cardId,
          clientAddress: request.ip,
          outcome,
          at: now,
        });

      const wait = await attemptsPerCard.hit(cardNumberHash);
      if (wait > 0) {
        await record('card-limited');
        reply.header('retry-after', String(wait));
        return sendError(reply, 429, 'errors.tooManyRequests', { seconds: wait });
      }
      // The code is checked even on a locked card, so a lock-out costs the same time to answer.
      const [locked, result] = await Promise.all([
        app.giftCardLookups.isLocked(cardNumberHash, now),
        app.giftCards.findWithCode(cardId, verificationCode),
      ]);
      if (locked) {
        await record('locked');
        // One answer for an unknown card, a wrong code and a locked card: nothing to learn.
        return sendError(reply, 404, 'errors.giftCardUnknown');
      }
      await record(result.outcome);
      if (result.outcome !== 'found') {
        const failures = await app.giftCardLookups.failuresSince(
          cardNumberHash,
          new Date(now.getTime() - LOCKOUT_WINDOW_MS),
        );
        if (failures >= WRONG_CODES_BEFORE_LOCKOUT)
          await app.giftCardLookups.lock(cardNumberHash, now, new Date(now.getTime() + LOCKOUT_MS));
        return sendError(reply, 404, 'errors.giftCardUnknown');
      }
      // The right code: only wrong ones count towards the card's limit.
      await attemptsPerCard.forgive(cardNumberHash);
      const { card } = result;
      return reply.type(JSON_LD).send({
        '@context': contextIri('GiftCardInfo'),
        '@id': iri(`/giftcard/info/${card.id}`),
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
