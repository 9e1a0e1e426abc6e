import type { OrderStatus } from '@shop/contracts/schemas';
import type { OrderLineDesign, orders } from '../../db/schema/orders';

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
  /** What was personalized, per line (ADR 0028); absent in reports made before it. */
  personalization?: string;
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

/** The designs of an order's lines in one cell: `Rouwlint rozen: Rust zacht / Familie Jansen`. */
export function personalizationSummary(
  lines: { productName: string; design: OrderLineDesign | null }[],
): string {
  return lines
    .flatMap(({ productName, design }) => {
      if (!design) return [];
      const parts = design.lines.map((line) => line.text).filter(Boolean);
      if (design.photo) parts.push(design.photo.file_name);
      return [`${productName}: ${parts.join(' / ')}`];
    })
    .join('; ');
}

export function reportRowOf(order: ReportOrder, personalization = ''): ReportRow {
  return {
    number: order.number,
    ordered_at: order.orderedAt.toISOString(),
    ordered_by: order.orderedBy,
    status: order.status,
    delivery_date: order.deliveryDate,
    delivery_city: order.deliveryAddress.city,
    delivery_country: order.deliveryAddress.country,
    quantity: order.quantity,
    personalization,
    total_excl_vat: order.total.excl_vat,
    vat: order.total.vat,
    total_incl_vat: order.total.incl_vat,
  };
}
