import { asc, eq, sql } from 'drizzle-orm';
import type { Order, TrackAndTrace } from '@shop/contracts/api';
import type { Database } from '../../../../db/database';
import {
  orderHistory,
  orderLines,
  orders,
  payments,
  products,
  productVariations,
} from '../../../../db/schema';
import { productGroup } from '../../../../domain/product-groups';
import { currentPhotoUrl } from '../../../../domain/product-photo';
import { orderHistoryView, rejectionOf } from './order-history-view';
import { iri } from '../../../../http/iri';

type OrderRow = typeof orders.$inferSelect;

/** The parcels' codes as the customer sees them; who added one stays the shop's. */
export const trackAndTraceView = (order: Pick<OrderRow, 'trackAndTrace'>): TrackAndTrace[] =>
  order.trackAndTrace.map(({ carrier, code, url, added_at }) => ({ carrier, code, url, added_at }));

/**
 * The three reads behind an order's view, prepared once per database: built by Drizzle once and,
 * on PostgreSQL, parsed and planned once per connection (named statements). Every order placed
 * and every order page reads them (ADR 0044).
 */
function prepareViewReads(db: Database) {
  const orderUuid = sql.placeholder('orderUuid');
  return {
    lines: db
      .select({ line: orderLines, groupId: products.productGroupId })
      .from(orderLines)
      .innerJoin(productVariations, eq(orderLines.variationId, productVariations.id))
      .innerJoin(products, eq(productVariations.productId, products.id))
      .where(eq(orderLines.orderUuid, orderUuid))
      .orderBy(asc(orderLines.position))
      .prepare('order_view_lines'),
    history: db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderUuid, orderUuid))
      .orderBy(asc(orderHistory.at), asc(orderHistory.id))
      .prepare('order_view_history'),
    payments: db
      .select()
      .from(payments)
      .where(eq(payments.orderUuid, orderUuid))
      .orderBy(asc(payments.createdAt))
      .prepare('order_view_payments'),
  };
}
const preparedReads = new WeakMap<Database, ReturnType<typeof prepareViewReads>>();
function viewReads(db: Database) {
  let reads = preparedReads.get(db);
  if (!reads) preparedReads.set(db, (reads = prepareViewReads(db)));
  return reads;
}

/** The order as the site shows it: the spec's fields, snake-cased, amounts in cents. */
export async function orderView(db: Database, order: OrderRow) {
  const reads = viewReads(db);
  const [lines, history, paymentRows] = await Promise.all([
    reads.lines.execute({ orderUuid: order.uuid }),
    reads.history.execute({ orderUuid: order.uuid }),
    reads.payments.execute({ orderUuid: order.uuid }),
  ]);
  const shownHistory = await orderHistoryView(db, history);
  const view = {
    '@id': iri(`/order/orders/${order.uuid}`),
    '@type': 'Order',
    uuid: order.uuid,
    number: order.number,
    status: order.status,
    ordered_at: order.orderedAt.toISOString(),
    ordered_by: order.orderedBy,
    email: order.email,
    delivery_date: order.deliveryDate,
    delivery_remark: order.deliveryRemark,
    delivery_address: order.deliveryAddress,
    invoice_address: order.invoiceAddress,
    payment_method: order.paymentMethod,
    quantity: order.quantity,
    subtotal: order.subtotal,
    delivery_cost: order.deliveryCost,
    total: order.total,
    vat: order.total.vat,
    track_and_trace: trackAndTraceView(order),
    lines: lines.map(({ line, groupId }) => ({
      product: {
        slug: line.productSlug,
        name: line.productName,
        // The order keeps the product's slug, not its look: the product's picture as it is now.
        image: currentPhotoUrl(line.productSlug),
      },
      properties: line.properties,
      /** Mailed once paid (ADR 0021); the card numbers are never part of the order. */
      gift_card: groupId === productGroup.giftCard,
      quantity: line.quantity,
      vat_rate_bp: line.vatRateBp,
      price: line.unitPrice,
      price_total: line.total,
      card: line.cardName ? { name: line.cardName, text: line.cardText ?? '' } : null,
      personalization: line.personalization,
      letter: line.letterFileName ? { file_name: line.letterFileName } : null,
      /** The design as ordered (ADR 0028): each line's label and text, the photo's name. */
      design: line.design,
      upsells: line.upsells,
    })),
    payments: paymentRows.map((payment) => ({
      method: payment.method,
      status: payment.status,
      amount: payment.amountCents,
      details: payment.details,
    })),
    history: shownHistory,
    rejection: rejectionOf(shownHistory),
  };
  // The answer every team's order pages read (@shop/contracts/api), checked where it is built.
  return view satisfies Order;
}
export type OrderView = Awaited<ReturnType<typeof orderView>>;
