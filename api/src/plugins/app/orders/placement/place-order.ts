import type { Locale } from '@shop/contracts/messages';
import type { PlaceOrderInput, Violation } from '@shop/contracts/schemas';
import type { Database } from '../../../../db/database';
import type { orders } from '../../../../db/schema';
import type { DeliveryCountry, DeliveryRules } from '../../../../domain/order/delivery-dates';
import type { PaymentProvider } from '../../../../domain/payment/payment-provider';
import { priceBreakdown, sum } from '../../../../domain/vat';
import type { Customer } from '../../accounts/customer-repository';
import { needsApproval } from './approval';
import { orderableCart } from './cart-contents';
import { lockCart } from './cart-lock';
import { deliveryDateViolations } from './delivery-date';
import { recordOpening, openingTransition, openingStatus } from './history';
import { accessSecret, earlierPlacement, requestHashOf, sha256 } from './idempotency';
import { insertLines } from './lines';
import { orderingCompany } from './on-account';
import { insertOrder } from './order-row';
import { openPayment, startPayment } from './payment';
import { reserveStock } from './stock';

type OrderRow = typeof orders.$inferSelect;

/** Delivery by a florist, incl. VAT at the destination's standard rate (ADR 0015). */
export const DELIVERY_COST_CENTS = 495;

/** The VAT rates of the destination country: an order is taxed where it is delivered. */
export const siteOf = (country: DeliveryCountry) => (country === 'NL' ? 'nl' : 'be');

/** Delivery by a florist to the country; nothing when only gift cards are ordered (ADR 0021). */
export function deliveryCost(country: DeliveryCountry, needsDelivery = true) {
  return priceBreakdown(needsDelivery ? DELIVERY_COST_CENTS : 0, 'standard', siteOf(country));
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

export interface PlacementDeps {
  db: Database;
  provider: PaymentProvider;
  rules: DeliveryRules;
  secretKey?: string;
  returnUrl: (order: OrderRow) => string;
  /** The bank page of a payment still waiting, for a retried placement. */
  pendingRedirect: (orderUuid: string) => Promise<string | null>;
}

/**
 * Turns the cart into an order (ADR 0015): once per cart and per idempotency key, stock taken in
 * the same transaction, every amount from the catalogue; then starts the payment. Each step is
 * a file of this folder; this is their order.
 */
export async function placeOrder(
  deps: PlacementDeps,
  context: PlaceOrderContext,
): Promise<PlaceOrderResult> {
  const { input, customer } = context;
  const country = input.deliveryAddress.country;
  const violations = deliveryDateViolations(input, context.now, deps.rules);
  if (violations.length) return { violations };
  const requestHash = requestHashOf(input, customer);
  const secret = accessSecret(context.idempotencyKey, input.cart, deps.secretKey);

  const placed = await deps.db.transaction(async (tx) => {
    const earlier = earlierPlacement(
      await lockCart(tx, input.cart, context.idempotencyKey),
      context.idempotencyKey,
      requestHash,
    );
    if (earlier) return { order: earlier, created: false, paymentUuid: null };
    const company = await orderingCompany(tx, input, customer);
    const cart = await orderableCart(tx, input.cart, context.locale, siteOf(country));
    await reserveStock(tx, cart.lines);
    const delivery = deliveryCost(country, cart.needs_delivery);
    const total = sum([cart.totals, delivery]);
    const opening = openingTransition(
      await needsApproval(tx, company, customer, total.incl_vat),
      input.payment.method,
    );
    const order = await insertOrder(tx, {
      input,
      customer,
      companyUuid: company?.uuid ?? null,
      locale: context.locale,
      site: siteOf(country),
      idempotencyKey: context.idempotencyKey,
      requestHash,
      accessSecretHash: sha256(secret),
      status: openingStatus(opening),
      cart,
      delivery,
      total,
    });
    await insertLines(tx, order.uuid, cart.lines);
    const actor = customer ? `customer:${customer.uuid}` : 'guest';
    await recordOpening(tx, order.uuid, opening, actor);
    const payment =
      order.status === 'payment-pending' ? await openPayment(tx, order, deps.provider.name) : null;
    return { order, created: true, paymentUuid: payment?.uuid ?? null };
  });

  if (!placed.paymentUuid) {
    // A replay of the same key gets the same secret again; any other replay none.
    const secretFits = placed.order.accessSecretHash === sha256(secret);
    return {
      order: placed.order,
      secret: placed.created || secretFits ? secret : null,
      created: placed.created,
      redirectUrl: placed.created ? null : await deps.pendingRedirect(placed.order.uuid),
      paymentFailure: null,
    };
  }
  const paid = await startPayment(deps, placed.order, placed.paymentUuid, {
    payment: input.payment,
    returnUrl: deps.returnUrl(placed.order),
  });
  return {
    order: paid.order,
    secret,
    created: true,
    redirectUrl: paid.start.redirectUrl ?? null,
    paymentFailure: paid.start.failure ?? null,
  };
}
