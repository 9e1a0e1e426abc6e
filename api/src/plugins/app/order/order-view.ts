import { asc, eq } from 'drizzle-orm';
import type { Order, TrackAndTrace } from '@shop/contracts/api';
import type { Database } from '../../../db/database';
import {
  orderHistory,
  orderLines,
  orders,
  payments,
  products,
  productVariations,
} from '../../../db/schema';
import { productGroup } from '../../../domain/product-groups';
import { productImageUrl } from '../../../domain/product-image';
import { orderHistoryView, rejectionOf } from './order-history-view';
import { iri } from '../../../http/iri';

type OrderRow = typeof orders.$inferSelect;

/** The parcels' codes as the customer sees them; who added one stays the shop's. */
export const trackAndTraceView = (order: Pick<OrderRow, 'trackAndTrace'>): TrackAndTrace[] =>
  order.trackAndTrace.map(({ carrier, code, url, added_at }) => ({ carrier, code, url, added_at }));

/** The order as the site shows it: the spec's fields, snake-cased, amounts in cents. */
export async function orderView(db: Database, order: OrderRow) {
  const [lines, history, paymentRows] = await Promise.all([
    db
      .select({ line: orderLines, groupId: products.productGroupId })
      .from(orderLines)
      .innerJoin(productVariations, eq(orderLines.variationId, productVariations.id))
      .innerJoin(products, eq(productVariations.productId, products.id))
      .where(eq(orderLines.orderUuid, order.uuid))
      .orderBy(asc(orderLines.position)),
    db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderUuid, order.uuid))
      .orderBy(asc(orderHistory.at), asc(orderHistory.id)),
    db
      .select()
      .from(payments)
      .where(eq(payments.orderUuid, order.uuid))
      .orderBy(asc(payments.createdAt)),
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
        image: productImageUrl(line.productSlug),
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
