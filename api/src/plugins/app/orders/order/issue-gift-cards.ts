import { and, eq, isNull, notExists } from 'drizzle-orm';
import type { Transaction } from '../../../../db/database';
import { giftCards, orderLines, products, productVariations } from '../../../../db/schema';
import { productGroup } from '../../../../domain/product-groups';
import { giftCardExpiry, newCardNumber } from '../../../../domain/gift-card';

/**
 * Issues the gift cards an order bought, once its money is secured (ADR 0021): one card per item,
 * worth what was paid for it, numbered now and without a code yet (the mail makes the code).
 * Runs in the transaction that moves the order to 'new', which holds the order's row lock, so a
 * replayed payment or a second instance never issues them twice.
 */
export async function issueGiftCards(tx: Transaction, orderUuid: string, now = new Date()) {
  // The lines that bought gift cards, none when the order's cards exist already (one read).
  const lines = await tx
    .select({ id: orderLines.id, quantity: orderLines.quantity, unitPrice: orderLines.unitPrice })
    .from(orderLines)
    .innerJoin(productVariations, eq(orderLines.variationId, productVariations.id))
    .innerJoin(products, eq(productVariations.productId, products.id))
    .where(
      and(
        eq(orderLines.orderUuid, orderUuid),
        eq(products.productGroupId, productGroup.giftCard),
        notExists(
          tx.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.orderUuid, orderUuid)),
        ),
      ),
    );
  let issued = 0;
  for (const line of lines) {
    for (let item = 0; item < line.quantity; item += 1) {
      // A random number that happens to exist already is simply drawn again.
      for (;;) {
        const [card] = await tx
          .insert(giftCards)
          .values({
            cardNumber: newCardNumber(),
            verificationCodeHash: null,
            balanceCents: line.unitPrice.incl_vat,
            expiresAt: giftCardExpiry(now),
            orderUuid,
            orderLineId: line.id,
            issuedAt: now,
          })
          .onConflictDoNothing({ target: giftCards.cardNumber })
          .returning({ id: giftCards.id });
        if (card) break;
      }
      issued += 1;
    }
  }
  return issued;
}

/**
 * A canceled order's gift cards are worth nothing: the unsent ones go, a sent one keeps its
 * number (its code is out there) with no balance left.
 */
export async function voidGiftCards(tx: Transaction, orderUuid: string, now = new Date()) {
  await tx
    .delete(giftCards)
    .where(and(eq(giftCards.orderUuid, orderUuid), isNull(giftCards.mailedAt)));
  await tx
    .update(giftCards)
    .set({ balanceCents: 0, expiresAt: now })
    .where(eq(giftCards.orderUuid, orderUuid));
}
