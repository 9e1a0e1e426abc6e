import type { OrderStatus } from '@shop/shared-ui/schemas';
import type { orders } from '../../db/schema/orders';

/** One order in a report: what the company's bookkeeping asks for, amounts in cents. */
export interface ReportRow {
  number: string;
  /** ISO timestamp. */
  ordered_at: string;
  ordered_by: string;
  status: OrderStatus;
  delivery_date: string;
  delivery_city: string;
  delivery_country: string;
  quantity: number;
  total_excl_vat: number;
  vat: number;
  total_incl_vat: number;
}

export type ReportOrder = Pick<
  typeof orders.$inferSelect,
  | 'number'
  | 'orderedAt'
  | 'orderedBy'
  | 'status'
  | 'deliveryDate'
  | 'deliveryAddress'
  | 'quantity'
  | 'total'
>;

export function reportRowOf(order: ReportOrder): ReportRow {
  return {
    number: order.number,
    ordered_at: order.orderedAt.toISOString(),
    ordered_by: order.orderedBy,
    status: order.status,
    delivery_date: order.deliveryDate,
    delivery_city: order.deliveryAddress.city,
    delivery_country: order.deliveryAddress.country,
    quantity: order.quantity,
    total_excl_vat: order.total.excl_vat,
    vat: order.total.vat,
    total_incl_vat: order.total.incl_vat,
  };
}
