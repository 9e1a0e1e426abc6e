import type { AddressInput, InvoiceAddressInput, OrderStatus, PaymentMethod } from '../schemas';
import type { ChargedAmounts } from './price';
import type { TrackAndTrace } from './track-and-trace';

export type { OrderStatus };

/** One line of an order, priced as it was placed. */
export interface OrderLine {
  product: { slug: string; name: string; image?: string };
  properties: Record<string, string>;
  /** A gift card: mailed once paid, not delivered (ADR 0021). */
  gift_card?: boolean;
  quantity: number;
  vat_rate_bp: number;
  /** One item with its card and personalization. */
  price: ChargedAmounts;
  /** The quantity and the upsells together. */
  price_total: ChargedAmounts;
  card: { name: string; text: string } | null;
  personalization: boolean;
  /** The design as ordered (ADR 0028): each text under its label, the photo by its name. */
  design?: {
    lines: { label: string; text: string }[];
    photo: { file_name: string } | null;
  } | null;
  letter: { file_name: string } | null;
  upsells: { name: string; quantity: number; text: string | null; total: ChargedAmounts }[];
}

/** Why an approver rejected a company order, and who (null when that user is gone). */
export interface OrderRejection {
  reason: string;
  rejected_by: string | null;
}

export interface OrderHistoryEntry {
  transition: string;
  from: OrderStatus | null;
  to: OrderStatus;
  at: string;
  /** Only on the approver's rejection; every other step's notes stay the shop's. */
  rejection: OrderRejection | null;
}

/** GET /order/orders/{uuid} (api/README.md): the order as placed, with its history. */
export interface Order {
  uuid: string;
  number: string;
  status: OrderStatus;
  ordered_at: string;
  ordered_by: string;
  email: string;
  delivery_date: string;
  delivery_remark: string;
  delivery_address: AddressInput;
  /** Any country of the API's list: only deliveries are limited to NL and BE (ADR 0023). */
  invoice_address: InvoiceAddressInput;
  payment_method: PaymentMethod;
  quantity: number;
  subtotal: ChargedAmounts;
  delivery_cost: ChargedAmounts;
  total: ChargedAmounts;
  vat: number;
  /** The parcels' codes once the order is sent (ADR 0039). */
  track_and_trace: TrackAndTrace[];
  lines: OrderLine[];
  history: OrderHistoryEntry[];
  /** The approver's 'no' (ADR 0027): the last rejection, or null for an order nobody rejected. */
  rejection: (OrderRejection & { at: string }) | null;
}

/** POST /order/orders: the order just placed, with what only its placing answers. */
export interface PlacedOrder extends Order {
  /** Answered once, to a guest, when the order is created. */
  secret?: string;
  /** Where to confirm the payment (the bank), when the provider needs it. */
  payment_redirect_url?: string | null;
}
