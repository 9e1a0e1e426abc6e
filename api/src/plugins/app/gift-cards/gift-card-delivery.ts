import fp from 'fastify-plugin';
import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { localizedPath } from '@shop/contracts/messages';
import { remotePagePaths } from '@shop/contracts/routes';
import type { Database } from '../../../db/database';
import { giftCards, orders } from '../../../db/schema';
import { hashSecret } from '../../../domain/secrets';
import { newVerificationCode } from '../../../domain/gift-card';
import { giftCardMail } from '../../../mail/gift-card-mail';
import { mailLocale } from '../../../mail/mail-locale';
import type { Mailer } from '../core/mailer';
import { fromSettings } from '../../../app-settings';

/** After this many failed mails a card waits for customer service instead of another try. */
export const MAX_GIFT_CARD_MAIL_ATTEMPTS = 10;

export interface GiftCardDelivery {
  /** Mails every issued card still unsent, an order at a time; answers how many orders it mailed. */
  deliverPending(limit?: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    giftCardDelivery: GiftCardDelivery;
  }
}

/**
 * Hands bought gift cards over (ADR 0021). Per order, in one transaction: lock its unsent cards
 * (another instance skips them), make a code for each, mail number and code, and only then store
 * the codes' hashes. A mail that fails rolls the codes back (the card stays unusable and unsent)
 * and counts an attempt; the next round makes new codes. The plain code is never stored.
 */
export function giftCardDelivery(
  db: Database,
  options: { mailer: Mailer; siteUrl: string; log?: { error(obj: object, msg: string): void } },
): GiftCardDelivery {
  async function deliverOrder(orderUuid: string): Promise<boolean> {
    let failure: unknown = null;
    const mailed = await db.transaction(async (tx) => {
      const cards = await tx
        .select()
        .from(giftCards)
        .where(and(eq(giftCards.orderUuid, orderUuid), isNull(giftCards.mailedAt)))
        .orderBy(asc(giftCards.id))
        .for('update', { skipLocked: true });
      if (!cards.length) return false;
      const [order] = await tx.select().from(orders).where(eq(orders.uuid, orderUuid));
      const coded = await Promise.all(
        cards.map(async (card) => {
          const verificationCode = newVerificationCode();
          return { card, verificationCode, hash: await hashSecret(verificationCode) };
        }),
      );
      const locale = await mailLocale(tx, order!.customerUuid, order!.locale);
      const mail = giftCardMail(
        order!,
        coded.map(({ card, verificationCode }) => ({
          cardNumber: card.cardNumber,
          verificationCode,
          balanceCents: card.balanceCents,
          expiresAt: card.expiresAt!,
        })),
        locale,
        `${options.siteUrl}${localizedPath(locale, remotePagePaths.giftCardBalance)}`,
      );
      try {
        await options.mailer.send({ to: order!.email, ...mail });
      } catch (error) {
        failure = error;
        await tx
          .update(giftCards)
          .set({ mailAttempts: sql`${giftCards.mailAttempts} + 1` })
          .where(and(eq(giftCards.orderUuid, orderUuid), isNull(giftCards.mailedAt)));
        return false;
      }
      const now = new Date();
      for (const { card, hash } of coded)
        await tx
          .update(giftCards)
          .set({ verificationCodeHash: hash, mailedAt: now })
          .where(eq(giftCards.id, card.id));
      return true;
    });
    if (failure) {
      const err = failure as { code?: string; message?: string };
      options.log?.error(
        { order: orderUuid, code: err.code, message: err.message },
        'gift card mail failed',
      );
    }
    return mailed;
  }

  return {
    async deliverPending(limit = 20) {
      const pending = await db
        .selectDistinct({ orderUuid: giftCards.orderUuid })
        .from(giftCards)
        .where(
          and(
            isNotNull(giftCards.orderUuid),
            isNull(giftCards.mailedAt),
            lt(giftCards.mailAttempts, MAX_GIFT_CARD_MAIL_ATTEMPTS),
          ),
        )
        .limit(limit);
      let mailed = 0;
      for (const { orderUuid } of pending) if (await deliverOrder(orderUuid!)) mailed += 1;
      return mailed;
    },
  };
}

/** Its options from the app's settings when the plugins load by folder (ADR 0045). */
export const autoConfig = fromSettings(({ siteUrl, giftCardMailCheckMs }) => ({
  siteUrl,
  checkMs: giftCardMailCheckMs,
}));

export default fp<{
  siteUrl: string;
  /** How often unsent cards are looked for; 0 never (tests call deliverPending themselves). */
  checkMs?: number;
}>(
  async (app, options) => {
    const delivery = giftCardDelivery(app.db, {
      mailer: app.mailer,
      siteUrl: options.siteUrl,
      log: app.log,
    });
    app.decorate('giftCardDelivery', delivery);
    const every = options.checkMs ?? 5_000;
    if (every > 0) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        delivery
          .deliverPending()
          .catch((error: unknown) => app.log.warn({ error }, 'gift card delivery failed'))
          .finally(() => {
            running = false;
          });
      }, every);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'gift-card-delivery', dependencies: ['db', 'mailer'] },
);
