import type { Transaction } from '../../../../db/database';
import { orderLines } from '../../../../db/schema';
import type { CartContents } from './cart-contents';

/**
 * A cart line as it is ordered: names, options and prices copied (a later catalogue change never
 * alters the order), the variation kept for the stock, the design's photo by its name (ADR 0028).
 */
export function orderLineValues(orderUuid: string, lines: CartContents['lines']) {
  return lines.map((line, position) => ({
    orderUuid,
    position,
    variationId: line.variation_id,
    productSlug: line.product.slug,
    productName: line.product.name,
    properties: line.properties,
    quantity: line.quantity,
    vatRateBp: line.unit_price.vat_rate_bp,
    unitPrice: line.unit_price,
    total: line.total,
    cardId: line.card?.id ?? null,
    cardName: line.card?.name ?? null,
    cardText: line.card?.text ?? null,
    personalization: line.personalization,
    letterFileName: line.letter?.file_name ?? null,
    design: line.design
      ? {
          lines: line.design.lines,
          photo: line.design.photo ? { file_name: line.design.photo.file_name } : null,
        }
      : null,
    upsells: line.upsells.map((upsell) => ({
      ...upsell,
      vat_rate_bp: upsell.unit_price.vat_rate_bp,
    })),
  }));
}

/** Step 9: every line of the order in one insert, however many the cart has. */
export async function insertLines(
  tx: Transaction,
  orderUuid: string,
  lines: CartContents['lines'],
) {
  await tx.insert(orderLines).values(orderLineValues(orderUuid, lines));
}
