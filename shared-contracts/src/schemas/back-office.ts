import * as v from 'valibot';
import { daySchema, orderStatuses } from './order';

/**
 * The carriers a track & trace code can come from; `other` for a florist's own courier. The
 * link is what the customer clicks, so only https addresses are taken.
 */
export const carriers = ['postnl', 'dhl', 'dpd', 'bpost', 'ups', 'other'] as const;
export type Carrier = (typeof carriers)[number];

/** How a carrier is named to a customer: its brand, the same in every language (none for `other`). */
export const carrierNames: Record<Carrier, string | null> = {
  postnl: 'PostNL',
  dhl: 'DHL',
  dpd: 'DPD',
  bpost: 'bpost',
  ups: 'UPS',
  other: null,
};

/** POST /back-office/orders/{uuid}/track-and-trace: one parcel's code and where to follow it. */
export const trackAndTraceSchema = v.strictObject({
  carrier: v.picklist(carriers, 'validation.invalidValue'),
  code: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(64, 'validation.maxLength'),
    v.regex(/^[A-Za-z0-9-]+$/, 'validation.invalidValue'),
  ),
  url: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.maxLength(500, 'validation.maxLength'),
    v.url('validation.invalidValue'),
    v.startsWith('https://', 'validation.invalidValue'),
  ),
});
export type TrackAndTraceInput = v.InferOutput<typeof trackAndTraceSchema>;

/**
 * The moves of ADR 0015's table that the shop's staff and the fulfilment system make by hand.
 * Payment, approval and placing moves belong to the shopper and the provider; canceling has a
 * route of its own, as it refunds.
 */
export const fulfilmentTransitions = [
  'hold',
  'release',
  'send_to_supplier',
  'assign',
  'process',
  'ship',
  'complete',
  'archive',
] as const;
export type FulfilmentTransition = (typeof fulfilmentTransitions)[number];

/** POST /back-office/orders/{uuid}/transitions. */
export const orderTransitionSchema = v.strictObject({
  transition: v.picklist(fulfilmentTransitions, 'validation.invalidValue'),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'validation.maxLength'))),
});
export type OrderTransitionInput = v.InferOutput<typeof orderTransitionSchema>;

/** POST /back-office/orders/{uuid}/cancel: why, for the order's history. */
export const orderCancelSchema = v.strictObject({
  reason: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(500, 'validation.maxLength'),
  ),
});
export type OrderCancelInput = v.InferOutput<typeof orderCancelSchema>;

/**
 * The filters of GET /back-office/orders: one or more statuses (comma separated), the delivery
 * days between (both included) and an order number or e-mail address to look for.
 */
export const backOfficeOrderFilterSchema = v.pipe(
  v.object({
    status: v.optional(
      v.pipe(
        v.string(),
        v.transform((text) => text.split(',').filter(Boolean)),
        v.array(v.picklist(orderStatuses, 'validation.invalidValue')),
      ),
    ),
    delivery_from: v.optional(daySchema),
    delivery_till: v.optional(daySchema),
    search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validation.maxLength'))),
  }),
  v.forward(
    v.partialCheck(
      [['delivery_from'], ['delivery_till']],
      ({ delivery_from: from, delivery_till: till }) => !from || !till || from <= till,
      'validation.dateRange',
    ),
    ['delivery_till'],
  ),
);
export type BackOfficeOrderFilter = v.InferOutput<typeof backOfficeOrderFilterSchema>;
