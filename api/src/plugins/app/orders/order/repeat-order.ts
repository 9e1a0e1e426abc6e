import { asc, eq } from 'drizzle-orm';
import type { CartLineInput, Violation } from '@shop/contracts/schemas';
import type { Database } from '../../../../db/database';
import { orderLines } from '../../../../db/schema';
import type { CartRepository } from '../cart-repository';

type OrderLine = typeof orderLines.$inferSelect;

/** An order line that did not go into the cart, or went without a part of it, and why. */
export interface LeftOut {
  position: number;
  product: { slug: string; name: string };
  properties: Record<string, string>;
  quantity: number;
  violation: Violation;
}

/**
 * The line as the product page would add it today: the variation, quantity, card and its text,
 * personalization and upsells. Prices are not copied; the cart prices every part again.
 */
export function lineToAdd(line: OrderLine): CartLineInput {
  return {
    variationId: line.variationId,
    quantity: line.quantity,
    ...(line.cardId !== null ? { card: { id: line.cardId, text: line.cardText ?? '' } } : {}),
    personalization: line.personalization,
    // The texts go again; a photo is not kept with an order, as a letter is not (ADR 0028).
    ...(line.design ? { design: { lines: line.design.lines.map((item) => item.text) } } : {}),
    upsells: line.upsells.map((upsell) => ({
      variationId: upsell.variation_id,
      quantity: upsell.quantity,
      ...(upsell.text ? { text: upsell.text } : {}),
    })),
  };
}

/**
 * Repeats an order into a cart (spec §7 copy-to-cart-order): each line still orderable is added
 * through the cart's own rules (`addLine`), so a sold-out variation, a card no longer offered or
 * a conflict refuses that line alone. A letter is not kept with an order: its line is added
 * without it. Answers what was left out.
 */
export async function copyOrderToCart(
  db: Database,
  carts: CartRepository,
  orderUuid: string,
  cartUuid: string,
): Promise<{ notCopied: LeftOut[]; withoutLetter: LeftOut[] }> {
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderUuid, orderUuid))
    .orderBy(asc(orderLines.position));
  const notCopied: LeftOut[] = [];
  const withoutLetter: LeftOut[] = [];
  for (const line of lines) {
    const leftOut = (violation: Violation): LeftOut => ({
      position: line.position,
      product: { slug: line.productSlug, name: line.productName },
      properties: line.properties,
      quantity: line.quantity,
      violation,
    });
    // A card the catalogue dropped since: the line would arrive without the words it had.
    if (line.cardName !== null && line.cardId === null) {
      notCopied.push(
        leftOut({
          path: 'card.id',
          key: 'errors.cardUnavailable',
          values: { card: line.cardName },
        }),
      );
      continue;
    }
    const violations = await carts.addLine(cartUuid, lineToAdd(line));
    if (violations.length) notCopied.push(leftOut(violations[0]!));
    else if (line.letterFileName !== null)
      withoutLetter.push(
        leftOut({
          path: 'letterId',
          key: 'errors.letterNotKept',
          values: { file: line.letterFileName },
        }),
      );
  }
  return { notCopied, withoutLetter };
}
