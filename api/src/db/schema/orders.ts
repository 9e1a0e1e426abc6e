import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../domain/order/order-status';
import type {
  AddressInput,
  Carrier,
  InvoiceAddressInput,
  PaymentMethod,
} from '@shop/contracts/schemas';
import { carts } from './carts';
import { companies, customers } from './accounts';
import { productVariations } from './catalogue';
import { wishCards } from './product-options';

/** A parcel's code as stored: who added it stays the shop's (`staff:…`, `client:…`). */
export interface StoredTrackAndTrace {
  carrier: Carrier;
  code: string;
  url: string;
  added_at: string;
  added_by: string;
}

/** Order numbers count up from here: `FB-100001`, readable over the phone. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 100001 });

export interface Amounts {
  incl_vat: number;
  excl_vat: number;
  vat: number;
}

/**
 * An order (spec §3 and ADR 0015): a snapshot of the cart when it was placed, so a later price or
 * catalogue change never alters it. A cart becomes at most one order (`cart_uuid` unique) and an
 * idempotency key at most one order.
 */
export const orders = pgTable(
  'orders',
  {
    uuid: uuid('uuid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    number: text('number').notNull().unique(),
    status: text('status').$type<OrderStatus>().notNull(),
    cartUuid: uuid('cart_uuid')
      .unique()
      .references(() => carts.uuid, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the request body the key first came with: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** SHA-256 of the secret a guest reads the order with (answered once, when placed). */
    accessSecretHash: text('access_secret_hash').notNull(),
    customerUuid: uuid('customer_uuid').references(() => customers.uuid, { onDelete: 'set null' }),
    companyUuid: uuid('company_uuid').references(() => companies.uuid, { onDelete: 'set null' }),
    email: text('email').notNull(),
    orderedBy: text('ordered_by').notNull(),
    locale: text('locale').notNull(),
    site: text('site').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    deliveryRemark: text('delivery_remark').notNull().default(''),
    deliveryAddress: jsonb('delivery_address').$type<AddressInput>().notNull(),
    invoiceAddress: jsonb('invoice_address').$type<InvoiceAddressInput>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    quantity: integer('quantity').notNull(),
    subtotal: jsonb('subtotal').$type<Amounts>().notNull(),
    deliveryCost: jsonb('delivery_cost').$type<Amounts>().notNull(),
    total: jsonb('total').$type<Amounts>().notNull(),
    /** The parcels' codes, added by staff or the fulfilment system (ADR 0039). */
    trackAndTrace: jsonb('track_and_trace').$type<StoredTrackAndTrace[]>().notNull().default([]),
    /** True once the stock held for the lines has been given back (cancel, failed payment). */
    stockReleased: boolean('stock_released').notNull().default(false),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_customer').on(table.customerUuid),
    index('orders_company').on(table.companyUuid),
    // The back office's list: by status, then by delivery date (ADR 0039).
    index('orders_status_delivery').on(table.status, table.deliveryDate),
  ],
);

export interface OrderLineDesign {
  lines: { label: string; text: string }[];
  photo: { file_name: string } | null;
}

/** A line as it was ordered: names, options and prices copied, the variation kept for stock. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variationId: integer('variation_id')
      .notNull()
      .references(() => productVariations.id),
    productSlug: text('product_slug').notNull(),
    productName: text('product_name').notNull(),
    properties: jsonb('properties').$type<Record<string, string>>().notNull(),
    quantity: integer('quantity').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    unitPrice: jsonb('unit_price').$type<Amounts>().notNull(),
    total: jsonb('total').$type<Amounts>().notNull(),
    /** The wish card chosen, so the line can be ordered again; its name is kept as it was. */
    cardId: integer('card_id').references(() => wishCards.id, { onDelete: 'set null' }),
    cardName: text('card_name'),
    cardText: text('card_text'),
    personalization: boolean('personalization').notNull().default(false),
    letterFileName: text('letter_file_name'),
    /** The design as ordered, labels in the order's language; the photo by its name (ADR 0028). */
    design: jsonb('design').$type<OrderLineDesign>(),
    upsells: jsonb('upsells')
      .$type<
        {
          variation_id: number;
          name: string;
          properties: Record<string, string>;
          quantity: number;
          text: string | null;
          vat_rate_bp: number;
          unit_price: Amounts;
          total: Amounts;
        }[]
      >()
      .notNull()
      .default([]),
  },
  (table) => [index('order_lines_order').on(table.orderUuid)],
);

/** Every status change, by which transition, when and by whom: the order's history. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    transition: text('transition').notNull(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_history_order').on(table.orderUuid)],
);

/** `authorized`: the money is held, to be captured when the order ships (Riverty, ADR 0052). */
export type PaymentStatus =
  'pending' | 'action-required' | 'authorized' | 'completed' | 'failed' | 'canceled';

/** A payment attempt for an order; a new attempt may follow a failed one, never a completed one. */
export const payments = pgTable(
  'payments',
  {
    uuid: uuid('uuid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => orders.uuid, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** What the shopper may see about it: the bank, the card's last four digits. */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    providerReference: text('provider_reference').unique(),
    /** Where the shopper confirms it (bank, 3-D Secure) while it is action-required. */
    redirectUrl: text('redirect_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_order').on(table.orderUuid)],
);
