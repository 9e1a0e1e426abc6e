import * as v from 'valibot';

/** The order statuses of spec §4; the API's life cycle (ADR 0015) moves an order between them. */
export const orderStatuses = [
  'draft',
  'new',
  'approvement-pending',
  'payment-pending',
  'on-hold',
  'pending',
  'processed',
  'sent',
  'assigned',
  'completed',
  'canceled',
  'archived',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const uuid = v.pipe(v.string('validation.required'), v.uuid('validation.invalidValue'));
/** A calendar day as YYYY-MM-DD that exists (no 30 February). */
export const daySchema = v.pipe(
  v.string('validation.invalidValue'),
  v.isoDate('validation.date'),
  v.check((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'validation.date'),
);

/**
 * The filters of GET /order/orders, as the orders screen builds them: a status, and the days
 * (Dutch time, both included) the order was placed between.
 */
export const orderFilterSchema = v.pipe(
  v.object({
    status: v.optional(v.picklist(orderStatuses, 'validation.invalidValue')),
    ordered_from: v.optional(daySchema),
    ordered_till: v.optional(daySchema),
  }),
  v.forward(
    v.partialCheck(
      [['ordered_from'], ['ordered_till']],
      ({ ordered_from: from, ordered_till: till }) => !from || !till || from <= till,
      'validation.dateRange',
    ),
    ['ordered_till'],
  ),
);
export type OrderFilter = v.InferOutput<typeof orderFilterSchema>;

/**
 * POST /order/orders/copy-to-cart-order (spec §7 'copy-to-cart-order', repeat order): the
 * order's lines go into the visitor's cart, named by its uuid and opened with its secret.
 */
export const copyToCartOrderSchema = v.strictObject({
  uuid,
  cart: uuid,
});
export type CopyToCartOrderInput = v.InferOutput<typeof copyToCartOrderSchema>;
