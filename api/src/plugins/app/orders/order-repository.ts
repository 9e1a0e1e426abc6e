import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { localizedPath, type Locale } from '@shop/contracts/messages';
import { remotePagePaths } from '@shop/contracts/routes';
import type { OrderSearchInput } from '@shop/contracts/schemas';
import type { Database, Transaction } from '../../../db/database';
import { orders, payments, refunds, type PaymentStatus } from '../../../db/schema';
import { readableOrders } from './order/readable-orders';
import { orderView } from './order/order-view';
import { searchOrders } from './order/order-search';
import { copyOrderToCart } from './order/repeat-order';
import { mailLocale } from '../../../mail/mail-locale';
import {
  defaultDeliveryRules,
  deliveryDates,
  type DeliveryCountry,
  type DeliveryRules,
} from '../../../domain/order/delivery-dates';
import type { PaymentProvider, PaymentState } from '../../../domain/payment/payment-provider';
import type { CartRepository } from './cart-repository';
import { sha256 } from './placement/idempotency';

const isUuid = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
import { applyPaymentOutcome, cancelUnpaid } from './placement/payment';
import {
  deliveryCost,
  placeOrder,
  type PlaceOrderContext,
  type PlaceOrderResult,
} from './placement/place-order';

// What other parts of the API know the order module by; the steps live in order-placement/.
import { OrderRefused } from './placement/order-refused';
import { record } from './placement/history';
import { releaseStock } from './placement/stock';
export { OrderRefused, record, releaseStock };
export {
  DELIVERY_COST_CENTS,
  deliveryCost,
  siteOf,
  type PlaceOrderContext,
  type PlaceOrderResult,
} from './placement/place-order';
import { fromSettings } from '../../../app-settings';

export type OrderRow = typeof orders.$inferSelect;

export type OrderRepository = ReturnType<typeof orderRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderRepository;
  }
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
   * Applies what the provider says of a payment to the payment and its order (ADR 0052): once,
   * through the order's own transitions; a repeat, a late or an out-of-order call changes
   * nothing. The payment is found by the provider's id, or, when the API never heard that id
   * (the provider answered too late), by the attempt named in its metadata. Answers the order's
   * status afterwards and whether this call changed it, or null for a payment of no order here.
   * A payment that succeeded for an attempt the shop had given up is paid back (released, when
   * it is only authorized).
   */
  async function settleFromProvider(
    state: PaymentState,
    actor: string,
  ): Promise<{ orderUuid: string; status: OrderRow['status']; changed: boolean } | null> {
    if (state.outcome === 'open') return null;
    const outcome = state.outcome;
    const result = await db.transaction(async (tx) => {
      let [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.providerReference, state.reference))
        .for('update');
      if (!payment && state.paymentUuid && isUuid(state.paymentUuid)) {
        [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.uuid, state.paymentUuid), isNull(payments.providerReference)))
          .for('update');
        if (payment) {
          await tx
            .update(payments)
            .set({ providerReference: state.reference })
            .where(eq(payments.uuid, payment.uuid));
          // The row as it is now: a late payment's refund names Mollie's payment by this id.
          payment = { ...payment, providerReference: state.reference };
        }
      }
      if (!payment) return null;
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.uuid, payment.orderUuid))
        .for('update');
      const unchanged = { orderUuid: payment.orderUuid, status: order!.status, changed: false };
      // Authorized is not final: the capture makes it paid, a release or its end canceled.
      const final: PaymentStatus[] = ['completed', 'failed', 'canceled'];
      if (final.includes(payment.status)) {
        // Given up (the provider could not be asked in time), yet paid: the money goes back.
        const late =
          payment.status !== 'completed' && (outcome === 'completed' || outcome === 'authorized');
        const claim = late ? await claimLateRefund(tx, payment, outcome) : null;
        return { settled: unchanged, late: claim ? { payment, order: order!, claim } : null };
      }
      await tx
        .update(payments)
        .set({ status: outcome, details: state.details, redirectUrl: null, updatedAt: new Date() })
        .where(eq(payments.uuid, payment.uuid));
      return { settled: await applyPaymentOutcome(tx, order!, outcome, actor), late: null };
    });
    if (!result) return null;
    if (result.late)
      await refundLatePayment(result.late.payment, result.late.order, result.late.claim);
    return result.settled;
  }

  /**
   * The refund of a payment that succeeded after the shop had canceled its order, claimed while
   * the payment's row is locked: the first call makes it, a call after a lost answer (the
   * provider down: the webhook answered 503 and Mollie called again) takes the one still
   * pending, any later call none. One refund per payment, its row's id the idempotency key.
   */
  async function claimLateRefund(
    tx: Transaction,
    payment: typeof payments.$inferSelect,
    outcome: PaymentState['outcome'],
  ) {
    const [earlier] = await tx.select().from(refunds).where(eq(refunds.paymentUuid, payment.uuid));
    if (earlier) return earlier.status === 'pending' ? earlier : null;
    const [claim] = await tx
      .insert(refunds)
      .values({
        orderUuid: payment.orderUuid,
        paymentUuid: payment.uuid,
        amountCents: payment.amountCents,
        kind: outcome === 'authorized' ? 'release' : 'refund',
        status: 'pending',
        actor: `payment:${options.provider.name}`,
      })
      .returning();
    return claim!;
  }

  /** Asks the provider for a late payment's refund, outside any lock, and keeps its answer. */
  async function refundLatePayment(
    payment: typeof payments.$inferSelect,
    order: OrderRow,
    claim: typeof refunds.$inferSelect,
  ) {
    const answer =
      claim.kind === 'release'
        ? await options.provider.release({
            reference: payment.providerReference!,
            idempotencyKey: claim.uuid,
          })
        : await options.provider.refund({
            reference: payment.providerReference!,
            amountCents: payment.amountCents,
            orderNumber: order.number,
            idempotencyKey: claim.uuid,
          });
    await db
      .update(refunds)
      .set({ status: answer.outcome, providerReference: answer.reference })
      .where(eq(refunds.uuid, claim.uuid));
  }

  const returnUrl = (order: OrderRow) =>
    `${options.siteUrl}${localizedPath(order.locale as Locale, remotePagePaths.orderConfirmation(order.uuid))}`;

  return {
    deliveryDates: (country: DeliveryCountry, now: Date) => deliveryDates(now, country, rules),
    /** What delivery to the country costs, split as the order will split it. */
    deliveryCost,
    settleFromProvider,

    /** Turns the cart into an order, step by step (order-placement/place-order.ts). */
    place: (context: PlaceOrderContext): Promise<PlaceOrderResult> =>
      placeOrder(
        {
          db,
          provider: options.provider,
          rules,
          secretKey: options.secretKey,
          returnUrl,
          pendingRedirect,
        },
        context,
      ),

    /** The order as the site shows it (and its mails tell it). */
    view: (order: OrderRow) => orderView(db, order),
    /** The language of a mail about the order: the customer's preferred one, else the order's. */
    mailLocale: (order: Pick<OrderRow, 'customerUuid' | 'locale'>) =>
      mailLocale(db, order.customerUuid, order.locale),
    /** Track and trace (ADR 0019): orders by number and postcode, or by address and date. */
    search: (input: OrderSearchInput) => searchOrders(db, input),
    /** Repeat order: the order's lines still orderable go into the cart at today's prices. */
    copyToCart: (carts: CartRepository, orderUuid: string, cartUuid: string) =>
      copyOrderToCart(db, carts, orderUuid, cartUuid),

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
          await cancelUnpaid(tx, order, 'system', 'no payment in time');
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

/** How long an order may wait for its payment; payment providers expire theirs sooner. */
export const UNPAID_ORDER_MINUTES = 60;

/** Its options from the app's settings when the plugins load by folder (ADR 0045). */
export const autoConfig = fromSettings((settings) => ({
  provider: settings.paymentProvider,
  siteUrl: settings.siteUrl,
  deliveryRules: settings.deliveryRules,
  secretKey: settings.tokenSecret,
}));

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
