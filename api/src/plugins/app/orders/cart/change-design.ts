import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { PersonalizationDesign, Violation } from '@shop/contracts/schemas';
import type { Transaction } from '../../../../db/database';
import { cartLines, cartLineUpsells, products, productVariations } from '../../../../db/schema';
import { checkDesign } from './design-rules';
import { lineOptions } from './line-options';

const MAX_QUANTITY = 99;

/**
 * Gives a personalized cart line a new design (the cart's 'Ontwerp wijzigen', ADR 0028), checked
 * as when it was added. A line whose options now equal another line's joins it, as adding the
 * same choice again would. Answers null when the line is not in the cart.
 */
export async function changeDesign(
  tx: Transaction,
  cartUuid: string,
  lineId: string,
  design: PersonalizationDesign,
): Promise<Violation[] | null> {
  const [row] = await tx
    .select({ line: cartLines, product: products })
    .from(cartLines)
    .innerJoin(productVariations, eq(cartLines.variationId, productVariations.id))
    .innerJoin(products, eq(productVariations.productId, products.id))
    .where(and(eq(cartLines.cartUuid, cartUuid), eq(cartLines.id, lineId)));
  if (!row) return null;
  const { line, product } = row;
  if (!line.personalization)
    return [{ path: 'design', key: 'validation.designWithoutPersonalization' }];
  const violations = await checkDesign(tx, cartUuid, product, design);
  if (violations.length) return violations;

  const upsells = await tx
    .select()
    .from(cartLineUpsells)
    .where(eq(cartLineUpsells.lineId, line.id))
    .orderBy(asc(cartLineUpsells.position));
  const options = lineOptions(
    {
      variationId: line.variationId,
      quantity: line.quantity,
      ...(line.cardId !== null ? { card: { id: line.cardId, text: line.cardText ?? '' } } : {}),
      personalization: true,
      design,
      ...(line.letterId ? { letterId: line.letterId } : {}),
      upsells: upsells.map((upsell) => ({
        variationId: upsell.variationId,
        quantity: upsell.quantity,
        ...(upsell.text ? { text: upsell.text } : {}),
      })),
    },
    MAX_QUANTITY,
  );
  const [twin] = await tx
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(
      and(
        eq(cartLines.cartUuid, cartUuid),
        eq(cartLines.variationId, line.variationId),
        eq(cartLines.optionsKey, options.optionsKey),
        ne(cartLines.id, line.id),
      ),
    );
  if (!twin) {
    await tx
      .update(cartLines)
      .set({
        designLines: options.designLines,
        designPhotoId: options.designPhotoId,
        optionsKey: options.optionsKey,
      })
      .where(eq(cartLines.id, line.id));
    return [];
  }
  const add = (column: typeof cartLines.quantity | typeof cartLineUpsells.quantity, n: number) =>
    sql`least(${column} + ${n}, ${MAX_QUANTITY})`;
  await tx
    .update(cartLines)
    .set({ quantity: add(cartLines.quantity, line.quantity) })
    .where(eq(cartLines.id, twin.id));
  // Equal options have their upsells in the same order, so positions match.
  for (const [position, upsell] of options.upsells.entries())
    await tx
      .update(cartLineUpsells)
      .set({ quantity: add(cartLineUpsells.quantity, upsell.quantity) })
      .where(and(eq(cartLineUpsells.lineId, twin.id), eq(cartLineUpsells.position, position)));
  await tx.delete(cartLines).where(eq(cartLines.id, line.id));
  return [];
}
