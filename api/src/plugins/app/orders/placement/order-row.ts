import type { Locale } from '@shop/contracts/messages';
import type { PlaceOrderInput } from '@shop/contracts/schemas';
import type { Transaction } from '../../../../db/database';
import { orders } from '../../../../db/schema';
import type { OrderStatus } from '../../../../domain/order/order-status';
import type { PriceBreakdown } from '../../../../domain/vat';
import type { Customer } from '../../accounts/customer-repository';
import type { CartContents } from './cart-contents';
import { nextOrderNumber } from './numbering';

export interface OrderRowSource {
  input: PlaceOrderInput;
  customer: Pick<Customer, 'uuid' | 'fullname'> | null;
  companyUuid: string | null;
  locale: Locale;
  site: 'nl' | 'be';
  idempotencyKey: string | null;
  requestHash: string;
  accessSecretHash: string;
  status: OrderStatus;
  cart: Pick<CartContents, 'item_count' | 'totals'>;
  delivery: PriceBreakdown;
  total: { incl_vat: number; excl_vat: number; vat: number };
}

/**
 * The order as a snapshot of its cart (ADR 0015): who ordered it, where it goes, what it costs.
 * Who ordered is the signed-in customer, or the name on the invoice (else delivery) address.
 */
export function orderRowValues(source: OrderRowSource) {
  const { input, customer, delivery } = source;
  const address = input.deliveryAddress;
  const invoiceAddress = input.invoiceAddress ?? address;
  return {
    status: source.status,
    cartUuid: input.cart,
    idempotencyKey: source.idempotencyKey,
    requestHash: source.requestHash,
    accessSecretHash: source.accessSecretHash,
    customerUuid: customer?.uuid ?? null,
    companyUuid: source.companyUuid,
    email: input.email,
    orderedBy: customer?.fullname ?? `${invoiceAddress.firstname} ${invoiceAddress.lastname}`,
    locale: source.locale,
    site: source.site,
    deliveryDate: input.deliveryDate,
    deliveryRemark: input.deliveryRemark,
    deliveryAddress: address,
    invoiceAddress,
    paymentMethod: input.payment.method,
    quantity: source.cart.item_count,
    subtotal: source.cart.totals,
    deliveryCost: { incl_vat: delivery.incl_vat, excl_vat: delivery.excl_vat, vat: delivery.vat },
    total: source.total,
  };
}

/** Inserts the order, numbered in the same statement. */
export async function insertOrder(tx: Transaction, source: OrderRowSource) {
  const [order] = await tx
    .insert(orders)
    .values({ ...orderRowValues(source), number: nextOrderNumber() })
    .returning();
  return order!;
}
