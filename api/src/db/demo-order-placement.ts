import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import {
  placeOrderSchema,
  type CartLineInput,
  type PlaceOrderInput,
} from '@shop/contracts/schemas';
import type { Database, Transaction } from './database';
import { orders, payments, productVariations, wishCards } from './schema';
import type { DemoOrder } from './demo-orders';
import { cartRepository } from '../plugins/app/orders/cart-repository';
import type { Customer } from '../plugins/app/accounts/customer-repository';
import { needsApproval } from '../plugins/app/orders/placement/approval';
import { orderableCart } from '../plugins/app/orders/placement/cart-contents';
import {
  openingStatus,
  openingTransition,
  recordOpening,
} from '../plugins/app/orders/placement/history';
import { requestHashOf, sha256 } from '../plugins/app/orders/placement/idempotency';
import { insertLines } from '../plugins/app/orders/placement/lines';
import { nextOrderNumber } from '../plugins/app/orders/placement/numbering';
import { orderingCompany } from '../plugins/app/orders/placement/on-account';
import { orderRowValues } from '../plugins/app/orders/placement/order-row';
import { applyPaymentOutcome, openPayment } from '../plugins/app/orders/placement/payment';
import { deliveryCost, siteOf } from '../plugins/app/orders/placement/place-order';
import { reserveStock } from '../plugins/app/orders/placement/stock';
import { DEMO_PAYMENTS, demoPaymentStart } from './demo-payments';
import { isDeliveryDay, localNow, type DeliveryCountry } from '../domain/order/delivery-dates';
import { sum } from '../domain/vat';

type OrderRow = typeof orders.$inferSelect;

/** A demo order that cannot be placed on this database (a product gone or no longer orderable). */
export class DemoOrderSkipped extends Error {}

/** The nearest delivery day `days` from the shop's today: on or after it, or before it when < 0. */
export function demoDeliveryDay(now: Date, days: number, country: DeliveryCountry): string {
  const step = days < 0 ? -1 : 1;
  let day = new Date(Date.parse(`${localNow(now).day}T00:00:00Z`) + days * 86_400_000);
  const iso = () => day.toISOString().slice(0, 10);
  while (!isDeliveryDay(iso(), country)) day = new Date(day.getTime() + step * 86_400_000);
  return iso();
}

/** The demo order's lines as the shopper would have put them in the cart. */
async function cartLines(tx: Transaction, story: DemoOrder): Promise<CartLineInput[]> {
  const skus = story.lines.map((line) => line.sku);
  const variations = new Map(
    (
      await tx
        .select({ id: productVariations.id, sku: productVariations.sku })
        .from(productVariations)
        .where(inArray(productVariations.sku, skus))
    ).map((row) => [row.sku, row.id]),
  );
  const cards = await tx
    .select()
    .from(wishCards)
    .orderBy(wishCards.productGroupId, wishCards.position);
  return story.lines.map((line) => {
    const variationId = variations.get(line.sku);
    if (!variationId) throw new DemoOrderSkipped(`no variation ${line.sku}`);
    const card = line.card ? cards.find((row) => row.position === line.card!.position) : undefined;
    if (line.card && !card) throw new DemoOrderSkipped(`no wish card at ${line.card.position}`);
    return {
      variationId,
      quantity: line.quantity,
      ...(card ? { card: { id: card.id, text: line.card!.text } } : {}),
      ...(line.design ? { personalization: true, design: { lines: line.design } } : {}),
    };
  });
}

/**
 * Places a demo order with the placement's own steps (order-placement/place-order.ts, in its
 * order): a cart filled through the cart's checks, every amount from the catalogue, the company's
 * on-account and approval rules, the history's opening lines, and the payment started with the
 * provider, all at `placedAt`. Answers the order as it is afterwards.
 */
export async function placeDemoOrder(
  tx: Transaction,
  story: DemoOrder,
  context: { buyer: Customer; now: Date; placedAt: Date },
): Promise<OrderRow> {
  const { buyer, placedAt } = context;
  const carts = cartRepository(tx as unknown as Database);
  const cart = await carts.create();
  for (const line of await cartLines(tx, story)) {
    const violations = await carts.addLine(cart.uuid, line);
    if (violations.length)
      throw new DemoOrderSkipped(`${story.key}: ${violations.map((x) => x.key).join(', ')}`);
  }
  const country = story.deliveryAddress.country as DeliveryCountry;
  const input = v.parse(placeOrderSchema, {
    cart: cart.uuid,
    email: buyer.email,
    deliveryDate: demoDeliveryDay(context.now, story.deliveryInDays, country),
    deliveryRemark: story.deliveryRemark,
    deliveryAddress: story.deliveryAddress,
    invoiceAddress: story.invoiceAddress,
    payment: story.payment,
  });
  const company = await orderingCompany(tx, input, buyer);
  const contents = await orderableCart(tx, cart.uuid, story.locale, siteOf(country));
  await reserveStock(tx, contents.lines);
  const delivery = deliveryCost(country, contents.needs_delivery);
  const total = sum([contents.totals, delivery]);
  const opening = openingTransition(
    await needsApproval(tx, company, buyer, total.incl_vat),
    input.payment.method,
  );
  const [order] = await tx
    .insert(orders)
    .values({
      ...orderRowValues({
        input,
        customer: buyer,
        companyUuid: company?.uuid ?? null,
        locale: story.locale,
        site: siteOf(country),
        idempotencyKey: demoOrderKey(story.key),
        requestHash: requestHashOf(input, buyer),
        // Nobody reads a demo order as a guest: its secret is thrown away.
        accessSecretHash: sha256(randomBytes(24).toString('base64url')),
        status: openingStatus(opening),
        cart: contents,
        delivery,
        total,
      }),
      number: nextOrderNumber(),
      orderedAt: placedAt,
      updatedAt: placedAt,
    })
    .returning();
  await insertLines(tx, order!.uuid, contents.lines);
  await recordOpening(tx, order!.uuid, opening, `customer:${buyer.uuid}`, placedAt);
  if (order!.status === 'payment-pending')
    await startDemoPayment(tx, order!, input.payment, context);
  return (await tx.select().from(orders).where(eq(orders.uuid, order!.uuid)))[0]!;
}

/** The key a demo order is stored under; the API's header never takes a `:`, so no shopper's. */
export const demoOrderKey = (key: string) => `demo-order:${key}`;

/**
 * Step 11 for a demo order: the payment opened and recorded as the story has it (demo-payments.ts:
 * no provider is asked); a card is paid at once, iDEAL waits for the shopper's bank: the story's
 * `pay` step.
 */
async function startDemoPayment(
  tx: Transaction,
  order: OrderRow,
  payment: PlaceOrderInput['payment'],
  context: { placedAt: Date },
) {
  const opened = await openPayment(tx, order, DEMO_PAYMENTS);
  const start = demoPaymentStart(payment);
  const at = new Date(context.placedAt.getTime() + 1000);
  await tx
    .update(payments)
    .set({
      providerReference: start.reference,
      details: start.details,
      status: start.outcome,
      createdAt: context.placedAt,
      updatedAt: at,
    })
    .where(eq(payments.uuid, opened.uuid));
  if (start.outcome === 'completed')
    await applyPaymentOutcome(tx, order, 'completed', `payment:${DEMO_PAYMENTS}`, at);
}
