import fp from 'fastify-plugin';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { localizedPath, type Locale } from '@shop/contracts/messages';
import type { PlaceOrderInput, Violation } from '@shop/contracts/schemas';
import type { Database, Transaction } from '../../db/database';
import {
  carts,
  companies,
  customers,
  orderHistory,
  orderLines,
  orderNumbers,
  orders,
  payments,
  productVariations,
  type PaymentStatus,
} from '../../db/schema';
import { cartView } from './cart/cart-view';
import { readableOrders } from './order/readable-orders';
import { issueGiftCards, voidGiftCards } from './order/issue-gift-cards';
import {
  acceptsDeliveryDate,
  defaultDeliveryRules,
  deliveryDates,
  type DeliveryCountry,
  type DeliveryRules,
} from '../../domain/order/delivery-dates';
import { transition, type OrderTransition } from '../../domain/order/order-status';
import { priceBreakdown, sum } from '../../domain/vat';
import type { PaymentOutcome, PaymentProvider } from '../../domain/payment/payment-provider';
import type { Customer } from './customer-repository';

/** Delivery by a florist, incl. VAT at the destination's standard rate (ADR 0015). */
export const DELIVERY_COST_CENTS = 495;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The VAT rates of the destination country: an order is taxed where it is delivered. */
export const siteOf = (country: DeliveryCountry) => (country === 'NL' ? 'nl' : 'be');

export type OrderRow = typeof orders.$inferSelect;

/** Why an order could not be placed: a 'common' text key, its values and the HTTP status. */
export class OrderRefused extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly values: Record<string, unknown> = {},
  ) {
    super(key);
    this.name = 'OrderRefused';
  }
}

export interface PlaceOrderContext {
  input: PlaceOrderInput;
  customer: Customer | null;
  locale: Locale;
  idempotencyKey: string | null;
  now: Date;
}

export type PlaceOrderResult =
  | { violations: Violation[] }
  | {
      order: OrderRow;
      /** Answered only when the order was created now: a guest reads the order with it. */
      secret: string | null;
      created: boolean;
      /** Where the shopper confirms the payment (bank, 3-D Secure), when needed. */
      redirectUrl: string | null;
      paymentFailure: string | null;
    };

export type OrderRepository = ReturnType<typeof orderRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderRepository;
  }
}

/** Applies a transition of ADR 0015's table and records it in the order's history. */
export async function record(
  tx: Transaction,
  order: Pick<OrderRow, 'uuid' | 'status'>,
  name: OrderTransition,
  actor: string,
  note?: string,
) {
  const to = transition(order.status, name);
  await tx
    .update(orders)
    .set({ status: to, updatedAt: new Date() })
    .where(eq(orders.uuid, order.uuid));
  await tx.insert(orderHistory).values({
    orderUuid: order.uuid,
    transition: name,
    fromStatus: order.status,
    toStatus: to,
    actor,
    note,
  });
  // Paid or bought on account: the money is secured, so the gift cards it bought exist now.
  if (to === 'new') await issueGiftCards(tx, order.uuid);
  if (to === 'canceled') await voidGiftCards(tx, order.uuid);
  return to;
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

/** Items per variation across the lines and their upsells. */
function heldQuantities(
  lines: {
    variationId: number;
    quantity: number;
    upsells: { variation_id: number; quantity: number }[];
  }[],
) {
  const held = new Map<number, number>();
  for (const line of lines) {
    held.set(line.variationId, (held.get(line.variationId) ?? 0) + line.quantity);
    for (const upsell of line.upsells)
      held.set(upsell.variation_id, (held.get(upsell.variation_id) ?? 0) + upsell.quantity);
  }
  return held;
}

export function orderRepository(
  db: Database,
  options: {
    provider: PaymentProvider;
    siteUrl: string;
    deliveryRules?: DeliveryRules;
    /** Derives a guest's order secret from the idempotency key (TOKEN_SECRET in the app). */
    secretKey?: string;
  },
) {
  const rules = options.deliveryRules ?? defaultDeliveryRules;
  /**
   * The secret a guest reads the order with. With an idempotency key it follows from the key and
   * the cart, so a retry whose first answer was lost (the connection broke, the API restarted) is
   * answered the same secret; only the shopper holding the key and the cart's secret can ask.
   */
  const accessSecret = (idempotencyKey: string | null, cart: string) =>
    idempotencyKey && options.secretKey
      ? createHmac('sha256', options.secretKey)
          .update(`order-access\0${idempotencyKey}\0${cart}`)
          .digest()
          .subarray(0, 24)
          .toString('base64url')
      : randomBytes(24).toString('base64url');

  /** Cancels an order whose payment failed: stock back, and the cart free to order again. */
  async function cancel(tx: Transaction, order: OrderRow, actor: string, note: string) {
    await record(tx, order, 'cancel', actor, note);
    await releaseStock(tx, order.uuid);
    await tx.update(orders).set({ cartUuid: null }).where(eq(orders.uuid, order.uuid));
  }

  /**
   * Applies a payment outcome to the payment and its order; a replay changes nothing. Answers
   * the order's status afterwards and whether this call changed it, or null for no such payment.
   */
  async function settle(
    reference: string,
    outcome: PaymentOutcome,
    actor: string,
  ): Promise<{ orderUuid: string; status: OrderRow['status']; changed: boolean } | null> {
    return db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.providerReference, reference))
        .for('update');
      if (!payment) return null;
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.uuid, payment.orderUuid))
        .for('update');
      const unchanged = { orderUuid: payment.orderUuid, status: order!.status, changed: false };
      const final: PaymentStatus[] = ['completed', 'failed', 'canceled'];
      if (final.includes(payment.status) || outcome === 'action-required') return unchanged;
      await tx
        .update(payments)
        .set({ status: outcome, redirectUrl: null, updatedAt: new Date() })
        .where(eq(payments.uuid, payment.uuid));
      if (order!.status !== 'payment-pending') return unchanged;
      if (outcome === 'completed') {
        const status = await record(tx, order!, 'pay', actor);
        return { orderUuid: order!.uuid, status, changed: true };
      }
      await cancel(tx, order!, actor, `payment ${outcome}`);
      return { orderUuid: order!.uuid, status: 'canceled' as const, changed: true };
    });
  }

  const returnUrl = (order: OrderRow) =>
    `${options.siteUrl}${localizedPath(order.locale as Locale, `/afrekenen/bevestiging/${order.uuid}`)}`;

  return {
    issuers: () => options.provider.issuers(),
    deliveryDates: (country: DeliveryCountry, now: Date) => deliveryDates(now, country, rules),
    /** What delivery to the country costs, split as the order will split it. */
    deliveryCost,
    settle,

    /**
     * Turns the cart into an order (ADR 0015): once per cart and per idempotency key, stock
     * taken in the same transaction, every amount from the catalogue; then starts the payment.
     */
    async place(context: PlaceOrderContext): Promise<PlaceOrderResult> {
      const { input, customer, now } = context;
      const requestHash = sha256(JSON.stringify({ input, customer: customer?.uuid ?? null }));
      const country = input.deliveryAddress.country;
      if (!acceptsDeliveryDate(input.deliveryDate, now, country, rules)) {
        return {
          violations: [{ path: 'deliveryDate', key: 'errors.deliveryDateUnavailable' }],
        };
      }
      const secret = accessSecret(context.idempotencyKey, input.cart);
      const placed = await db.transaction(async (tx) => {
        // One placement at a time per cart: a double click waits here, then finds the order.
        const [cart] = await tx
          .select({ uuid: carts.uuid })
          .from(carts)
          .where(eq(carts.uuid, input.cart))
          .for('update');
        if (!cart) throw new OrderRefused(404, 'errors.notFoundResource');
        const [earlier] = context.idempotencyKey
          ? await tx.select().from(orders).where(eq(orders.idempotencyKey, context.idempotencyKey))
          : await tx.select().from(orders).where(eq(orders.cartUuid, input.cart));
        if (earlier) {
          if (earlier.requestHash !== requestHash)
            throw new OrderRefused(
              409,
              context.idempotencyKey ? 'errors.idempotencyMismatch' : 'errors.cartOrdered',
            );
          return { order: earlier, created: false };
        }
        const [ordered] = await tx
          .select({ uuid: orders.uuid })
          .from(orders)
          .where(eq(orders.cartUuid, input.cart));
        if (ordered) throw new OrderRefused(409, 'errors.cartOrdered');

        let approvalNeeded = false;
        const company = customer?.companyUuid
          ? (await tx.select().from(companies).where(eq(companies.uuid, customer.companyUuid)))[0]
          : undefined;
        // On account is the company's money: an approved company, and a user it lets order for it.
        if (
          input.payment.method === 'invoice' &&
          !(company?.onAccountApprovedAt && customer?.permissions.includes('orders.create'))
        )
          throw new OrderRefused(422, 'errors.invoiceNotAllowed');

        const view = await cartView(
          tx as unknown as Database,
          input.cart,
          context.locale,
          siteOf(country),
        );
        if (!view.lines.length) throw new OrderRefused(422, 'errors.cartEmpty');
        // A paid personalization is ordered with its design (ADR 0028): a line put in the cart
        // before designs existed, or whose design was lost, is refused here too.
        const undesigned = view.lines.find(
          (line) =>
            line.personalization &&
            !line.design?.photo &&
            !line.design?.lines.some((designLine) => designLine.text.trim() !== ''),
        );
        if (undesigned)
          throw new OrderRefused(422, 'errors.designMissing', { product: undesigned.product.name });

        // Stock: taken off now, for every variation that keeps stock, or the whole order fails.
        const held = heldQuantities(
          view.lines.map((line) => ({
            variationId: line.variation_id,
            quantity: line.quantity,
            upsells: line.upsells,
          })),
        );
        for (const [variationId, quantity] of held) {
          const [variation] = await tx
            .update(productVariations)
            .set({
              stock: sql`case when ${productVariations.stock} is null then null else ${productVariations.stock} - ${quantity} end`,
            })
            .where(
              and(
                eq(productVariations.id, variationId),
                eq(productVariations.orderable, true),
                sql`(${productVariations.stock} is null or ${productVariations.stock} >= ${quantity})`,
              ),
            )
            .returning({ id: productVariations.id });
          if (!variation) {
            const line = view.lines.find(
              (l) =>
                l.variation_id === variationId ||
                l.upsells.some((u) => u.variation_id === variationId),
            );
            const name =
              line?.variation_id === variationId
                ? line.product.name
                : (line?.upsells.find((u) => u.variation_id === variationId)?.name ?? '');
            throw new OrderRefused(409, 'errors.outOfStock', { product: name });
          }
        }

        const delivery = deliveryCost(country, view.needs_delivery);
        const subtotal = view.totals;
        const total = sum([subtotal, delivery]);
        if (
          company?.approvalThresholdCents != null &&
          total.incl_vat > company.approvalThresholdCents
        )
          approvalNeeded = true;
        // Every order of some roles needs approval, whatever its amount (ADR 0017).
        if (company && customer && company.approvalRoles.length > 0) {
          const [buyer] = await tx
            .select({ roles: customers.companyRoles })
            .from(customers)
            .where(eq(customers.uuid, customer.uuid));
          if (buyer?.roles.some((role) => company.approvalRoles.includes(role)))
            approvalNeeded = true;
        }

        const numbered = (await tx.execute(
          sql`select nextval(${orderNumbers.seqName}) as next`,
        )) as unknown as { rows: [{ next: string | number }] };
        const next = numbered.rows[0].next;
        const address = input.deliveryAddress;
        const [order] = await tx
          .insert(orders)
          .values({
            number: `FB-${next}`,
            status: 'draft',
            cartUuid: input.cart,
            idempotencyKey: context.idempotencyKey,
            requestHash,
            accessSecretHash: sha256(secret),
            customerUuid: customer?.uuid ?? null,
            companyUuid: company?.uuid ?? null,
            email: input.email,
            orderedBy:
              customer?.fullname ??
              `${(input.invoiceAddress ?? address).firstname} ${(input.invoiceAddress ?? address).lastname}`,
            locale: context.locale,
            site: siteOf(country),
            deliveryDate: input.deliveryDate,
            deliveryRemark: input.deliveryRemark,
            deliveryAddress: address,
            invoiceAddress: input.invoiceAddress ?? address,
            paymentMethod: input.payment.method,
            quantity: view.item_count,
            subtotal,
            deliveryCost: {
              incl_vat: delivery.incl_vat,
              excl_vat: delivery.excl_vat,
              vat: delivery.vat,
            },
            total,
          })
          .returning();
        await tx.insert(orderLines).values(
          view.lines.map((line, position) => ({
            orderUuid: order!.uuid,
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
          })),
        );
        const actor = customer ? `customer:${customer.uuid}` : 'guest';
        await tx
          .insert(orderHistory)
          .values({ orderUuid: order!.uuid, transition: 'create', toStatus: 'draft', actor });
        const next_: OrderTransition = approvalNeeded
          ? 'request_approval'
          : input.payment.method === 'invoice'
            ? 'place_on_account'
            : 'request_payment';
        const status = await record(tx, order!, next_, actor);
        return { order: { ...order!, status }, created: true };
      });

      if (
        !placed.created ||
        placed.order.status !== 'payment-pending' ||
        input.payment.method === 'invoice'
      ) {
        // A replay of the same key gets the same secret again; any other replay none.
        const secretFits = placed.order.accessSecretHash === sha256(secret);
        return {
          order: placed.order,
          secret: placed.created || secretFits ? secret : null,
          created: placed.created,
          redirectUrl: placed.created ? null : await pendingRedirect(placed.order.uuid),
          paymentFailure: null,
        };
      }
      const started = await startPayment(placed.order);
      return {
        order: (await findByUuid(placed.order.uuid))!,
        secret,
        created: true,
        redirectUrl: started.redirectUrl ?? null,
        paymentFailure: started.failure ?? null,
      };

      async function startPayment(order: OrderRow) {
        const [payment] = await db
          .insert(payments)
          .values({
            orderUuid: order.uuid,
            provider: options.provider.name,
            method: order.paymentMethod,
            status: 'pending',
            amountCents: order.total.incl_vat,
          })
          .returning();
        const start = await options.provider.start({
          paymentUuid: payment!.uuid,
          orderNumber: order.number,
          amountCents: order.total.incl_vat,
          email: order.email,
          payment: input.payment as Exclude<PlaceOrderInput['payment'], { method: 'invoice' }>,
          returnUrl: returnUrl(order),
        });
        await db
          .update(payments)
          .set({
            providerReference: start.reference,
            redirectUrl: start.redirectUrl ?? null,
            details: start.details,
            status: start.outcome === 'action-required' ? 'action-required' : 'pending',
          })
          .where(eq(payments.uuid, payment!.uuid));
        if (start.outcome !== 'action-required')
          await settle(start.reference, start.outcome, `payment:${options.provider.name}`);
        return start;
      }
    },

    findByUuid,
    /** Scoped reads for the account screens: the caller's own orders or their company's. */
    ...readableOrders(db),

    /** The company's orders waiting for approval, oldest first. */
    async awaitingApproval(companyUuid: string) {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.companyUuid, companyUuid), eq(orders.status, 'approvement-pending')))
        .orderBy(orders.orderedAt);
    },

    /**
     * An approver's decision on a company order (ADR 0015, 0017): approved, it goes on (to payment,
     * or straight to new on account); rejected, it is canceled with the reason and its stock goes
     * back. Nobody approves their own order; another company's order is not found.
     */
    async decide(
      companyUuid: string,
      uuid: string,
      approverUuid: string,
      decision: { approve: true } | { approve: false; reason: string },
    ): Promise<OrderRow> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.uuid, uuid), eq(orders.companyUuid, companyUuid)))
          .for('update');
        if (!order) throw new OrderRefused(404, 'errors.notFoundResource');
        if (order.customerUuid === approverUuid)
          throw new OrderRefused(403, 'errors.ownOrderApproval');
        if (order.status !== 'approvement-pending')
          throw new OrderRefused(409, 'errors.notAwaitingApproval');
        const actor = `customer:${approverUuid}`;
        if (!decision.approve) {
          await record(tx, order, 'reject', actor, decision.reason);
          await releaseStock(tx, order.uuid);
        } else {
          await record(
            tx,
            order,
            order.paymentMethod === 'invoice' ? 'approve_on_account' : 'approve_to_payment',
            actor,
          );
        }
        const [after] = await tx.select().from(orders).where(eq(orders.uuid, uuid));
        return after!;
      });
    },

    /**
     * Cancels orders that waited for their payment since before `before` (the shopper never came
     * back from the bank): the stock goes back and the cart is free again. Several API instances
     * may run this at once; each order is taken by one (SKIP LOCKED). Answers how many it canceled.
     */
    async expireUnpaid(before: Date, limit = 100): Promise<number> {
      return db.transaction(async (tx) => {
        const stale = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.status, 'payment-pending'), lt(orders.updatedAt, before)))
          .limit(limit)
          .for('update', { skipLocked: true });
        for (const order of stale) {
          await tx
            .update(payments)
            .set({ status: 'canceled', redirectUrl: null, updatedAt: new Date() })
            .where(
              and(
                eq(payments.orderUuid, order.uuid),
                inArray(payments.status, ['pending', 'action-required']),
              ),
            );
          await cancel(tx, order, 'system', 'no payment in time');
        }
        return stale.length;
      });
    },

    /** True when the secret is the one answered when the order was placed. */
    async authorize(uuid: string, secret: string): Promise<OrderRow | null> {
      const order = await findByUuid(uuid);
      if (!order) return null;
      const ok = timingSafeEqual(
        Buffer.from(order.accessSecretHash, 'hex'),
        Buffer.from(sha256(secret), 'hex'),
      );
      return ok ? order : null;
    },

    /** The provider's page for a payment that waits for the shopper. */
    async payment(reference: string) {
      const [row] = await db
        .select({ payment: payments, order: orders })
        .from(payments)
        .innerJoin(orders, eq(payments.orderUuid, orders.uuid))
        .where(eq(payments.providerReference, reference));
      return row ? { ...row, returnUrl: returnUrl(row.order) } : null;
    },
  };

  async function findByUuid(uuid: string): Promise<OrderRow | null> {
    const [order] = await db.select().from(orders).where(eq(orders.uuid, uuid));
    return order ?? null;
  }

  /** The bank page of a payment still waiting, for a retried placement. */
  async function pendingRedirect(orderUuid: string): Promise<string | null> {
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderUuid, orderUuid), eq(payments.status, 'action-required')));
    return payment?.redirectUrl ?? null;
  }
}

/** Delivery by a florist to the country; nothing when only gift cards are ordered (ADR 0021). */
export function deliveryCost(country: DeliveryCountry, needsDelivery = true) {
  return priceBreakdown(needsDelivery ? DELIVERY_COST_CENTS : 0, 'standard', siteOf(country));
}

/** How long an order may wait for its payment; payment providers expire theirs sooner. */
export const UNPAID_ORDER_MINUTES = 60;

export default fp<{
  provider: PaymentProvider;
  siteUrl: string;
  deliveryRules?: DeliveryRules;
  secretKey?: string;
  /** How often unpaid orders are looked for; 0 never (tests call expireUnpaid themselves). */
  expiryCheckMs?: number;
}>(
  async (app, options) => {
    const repository = orderRepository(app.db, options);
    app.decorate('orders', repository);
    const every = options.expiryCheckMs ?? 60_000;
    if (every > 0) {
      const timer = setInterval(() => {
        repository
          .expireUnpaid(new Date(Date.now() - UNPAID_ORDER_MINUTES * 60_000))
          .then((count) => count && app.log.info({ count }, 'canceled unpaid orders'))
          .catch((error: unknown) => app.log.warn({ error }, 'unpaid order check failed'));
      }, every);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'order-repository', dependencies: ['db'] },
);
