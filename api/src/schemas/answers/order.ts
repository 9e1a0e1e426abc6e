import * as v from 'valibot';
import {
  carriers,
  fulfilmentTransitions,
  orderStatuses,
  paymentMethods,
} from '@shop/contracts/schemas';
import { chargedSchema, collectionOf, item, member, pagedCollectionOf } from './hydra';
import { cartSchema } from './cart';

/**
 * The order's answers (`orderView()` in plugins/app/order/order-view.ts), as `Order` and
 * `PlacedOrder` of @shop/contracts/api describe them, for the document (ADR 0038).
 */
const status = v.picklist(orderStatuses);
const addressSchema = v.record(v.string(), v.unknown());
const trackAndTrace = v.array(
  v.object({
    carrier: v.picklist(carriers),
    code: v.string(),
    url: v.string(),
    added_at: v.string(),
  }),
);

const orderLineSchema = v.object({
  product: v.object({ slug: v.string(), name: v.string(), image: v.optional(v.string()) }),
  properties: v.record(v.string(), v.string()),
  gift_card: v.optional(v.boolean()),
  quantity: v.number(),
  vat_rate_bp: v.number(),
  price: chargedSchema,
  price_total: chargedSchema,
  card: v.nullable(v.object({ name: v.string(), text: v.string() })),
  personalization: v.boolean(),
  design: v.nullish(
    v.object({
      lines: v.array(v.object({ label: v.string(), text: v.string() })),
      photo: v.nullable(v.object({ file_name: v.string() })),
    }),
  ),
  letter: v.nullable(v.object({ file_name: v.string() })),
  upsells: v.array(
    v.object({
      name: v.string(),
      quantity: v.number(),
      text: v.nullable(v.string()),
      total: chargedSchema,
    }),
  ),
});

const rejectionSchema = v.object({ reason: v.string(), rejected_by: v.nullable(v.string()) });

const orderEntries = {
  uuid: v.pipe(v.string(), v.uuid()),
  number: v.string(),
  status,
  ordered_at: v.pipe(v.string(), v.isoTimestamp()),
  ordered_by: v.string(),
  email: v.string(),
  delivery_date: v.string(),
  delivery_remark: v.string(),
  delivery_address: addressSchema,
  invoice_address: addressSchema,
  payment_method: v.picklist(paymentMethods),
  quantity: v.number(),
  subtotal: chargedSchema,
  delivery_cost: chargedSchema,
  total: chargedSchema,
  vat: v.number(),
  track_and_trace: trackAndTrace,
  lines: v.array(orderLineSchema),
  payments: v.array(
    v.object({ method: v.string(), status: v.string(), amount: v.number(), details: v.unknown() }),
  ),
  history: v.array(
    v.object({
      transition: v.string(),
      from: v.nullable(status),
      to: status,
      at: v.string(),
      rejection: v.nullable(rejectionSchema),
    }),
  ),
  rejection: v.nullable(v.object({ ...rejectionSchema.entries, at: v.string() })),
};

export const orderMemberSchema = member('Order', orderEntries);

/** GET /order/orders/{uuid}, and what approving or rejecting answers. */
export const orderSchema = item('Order', orderEntries);

/** POST /order/orders: the order, its secret for a guest and where to pay. */
export const placedOrderSchema = item('Order', {
  ...orderEntries,
  secret: v.optional(v.string()),
  payment_redirect_url: v.nullish(v.string()),
});

export const orderListSchema = pagedCollectionOf(orderMemberSchema);
export const approvalListSchema = collectionOf(orderMemberSchema);

export const orderCollectionListSchema = pagedCollectionOf(
  member('OrderCollection', {
    uuid: v.pipe(v.string(), v.uuid()),
    ordered_at: v.string(),
    total: chargedSchema,
    orders: v.array(orderMemberSchema),
  }),
);

/** POST /order/search: the narrow answer of track and trace. */
export const orderSearchResultSchema = collectionOf(
  v.object({
    '@type': v.literal('OrderSearchResult'),
    number: v.string(),
    status,
    status_label: v.string(),
    delivery_date: v.string(),
    track_and_trace: trackAndTrace,
    uuid: v.optional(v.pipe(v.string(), v.uuid())),
  }),
);

const leftOut = v.object({ code: v.string(), reason: v.string() });

/** POST /order/orders/copy-to-cart-order: the cart, and the lines left out with why. */
export const copiedToCartSchema = v.object({
  cart: cartSchema,
  not_copied: v.array(leftOut),
  without_letter: v.array(leftOut),
});

/** GET /order/delivery-dates: the dates, and what delivery costs. */
export const deliveryDatesSchema = v.object({
  ...collectionOf(v.object({ '@type': v.literal('DeliveryDate'), date: v.string() })).entries,
  delivery_cost: chargedSchema,
});

/** GET /back-office/orders/{uuid} and what its moves answer (ADR 0039): the order for staff. */
export const backOfficeOrderSchema = item('BackOfficeOrder', {
  ...orderEntries,
  customer_uuid: v.nullable(v.string()),
  locale: v.string(),
  history: v.array(
    v.object({
      transition: v.string(),
      from: v.nullable(status),
      to: status,
      at: v.string(),
      actor: v.string(),
      actor_name: v.nullable(v.string()),
      note: v.nullable(v.string()),
    }),
  ),
  available_transitions: v.array(v.picklist([...fulfilmentTransitions, 'cancel'])),
  refunds: v.array(
    v.object({
      amount: v.number(),
      kind: v.picklist(['refund', 'release']),
      status: v.picklist(['pending', 'processing', 'completed', 'failed']),
      at: v.string(),
    }),
  ),
  captures: v.array(
    v.object({
      amount: v.number(),
      status: v.picklist(['pending', 'processing', 'completed', 'failed']),
      at: v.string(),
    }),
  ),
});

/** GET /back-office/orders: one page of orders, soonest delivery first. */
export const backOfficeOrderListSchema = pagedCollectionOf(
  member('BackOfficeOrder', {
    uuid: v.pipe(v.string(), v.uuid()),
    number: v.string(),
    status,
    ordered_at: v.string(),
    delivery_date: v.string(),
    ordered_by: v.string(),
    email: v.string(),
    delivery_city: v.string(),
    quantity: v.number(),
    total: v.number(),
    track_and_trace: trackAndTrace,
  }),
);
