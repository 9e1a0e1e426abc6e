import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../../db/database';
import { orderLines, orders, productVariations } from '../../../../db/schema';
import { OrderRefused } from './order-refused';

interface HeldLine {
  variationId: number;
  quantity: number;
  upsells: { variation_id: number; quantity: number }[];
}

/** Items per variation across the lines and their upsells. */
export function heldQuantities(lines: HeldLine[]) {
  const held = new Map<number, number>();
  for (const line of lines) {
    held.set(line.variationId, (held.get(line.variationId) ?? 0) + line.quantity);
    for (const upsell of line.upsells)
      held.set(upsell.variation_id, (held.get(upsell.variation_id) ?? 0) + upsell.quantity);
  }
  return held;
}

/** The name a shopper knows a variation by in their cart: its line's product, or the upsell's. */
export function nameInCart(
  lines: {
    variation_id: number;
    product: { name: string };
    upsells: { variation_id: number; name: string }[];
  }[],
  variationId: number,
) {
  const line = lines.find(
    (l) => l.variation_id === variationId || l.upsells.some((u) => u.variation_id === variationId),
  );
  return line?.variation_id === variationId
    ? line.product.name
    : (line?.upsells.find((u) => u.variation_id === variationId)?.name ?? '');
}

/**
 * Step 6: the stock is taken now, in the placement's transaction, for every variation that keeps
 * stock, or the whole order fails. One statement for all variations: the rows are locked in id
 * order first (two carts never wait on each other crosswise), then each is lowered only while
 * enough is left. A row another order just changed is re-read by PostgreSQL before the check, so
 * concurrent buyers of the last items never take more than there is. Answers the variations it
 * could not take (sold out or no longer orderable); none means all were taken.
 */
export async function takeStock(tx: Transaction, held: Map<number, number>): Promise<number[]> {
  if (held.size === 0) return [];
  const wanted = sql.join(
    [...held].map(([id, quantity]) => sql`(${id}::integer, ${quantity}::integer)`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    with wanted (id, quantity) as (values ${wanted}),
    locked as (
      select v.id from ${productVariations} v join wanted on wanted.id = v.id
      order by v.id for update of v
    )
    update ${productVariations} v
    set stock = case when v.stock is null then null else v.stock - wanted.quantity end
    from wanted
    where v.id = wanted.id and v.id in (select id from locked) and v.orderable = true
      and (v.stock is null or v.stock >= wanted.quantity)
    returning v.id`)) as unknown as { rows: { id: number }[] };
  const taken = new Set(result.rows.map((row) => Number(row.id)));
  return [...held.keys()].filter((id) => !taken.has(id));
}

/** Takes the stock of the cart's lines, or refuses the order naming the first sold-out item. */
export async function reserveStock(
  tx: Transaction,
  lines: {
    variation_id: number;
    quantity: number;
    product: { name: string };
    upsells: { variation_id: number; quantity: number; name: string }[];
  }[],
) {
  const held = heldQuantities(
    lines.map((line) => ({
      variationId: line.variation_id,
      quantity: line.quantity,
      upsells: line.upsells,
    })),
  );
  const missing = await takeStock(tx, held);
  if (missing.length)
    throw new OrderRefused(409, 'errors.outOfStock', { product: nameInCart(lines, missing[0]!) });
}

/** Gives the stock held by the order's lines back, once. */
export async function releaseStock(tx: Transaction, orderUuid: string) {
  const [order] = await tx
    .update(orders)
    .set({ stockReleased: true })
    .where(and(eq(orders.uuid, orderUuid), eq(orders.stockReleased, false)))
    .returning({ uuid: orders.uuid });
  if (!order) return;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderUuid, orderUuid));
  for (const [variationId, quantity] of heldQuantities(lines)) {
    await tx
      .update(productVariations)
      .set({ stock: sql`${productVariations.stock} + ${quantity}` })
      .where(
        and(eq(productVariations.id, variationId), sql`${productVariations.stock} is not null`),
      );
  }
}
