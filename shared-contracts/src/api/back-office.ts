import type { FulfilmentTransition } from '../schemas';
import type { Order, OrderStatus } from './order';
import type { TrackAndTrace } from './track-and-trace';

/**
 * A refund of one payment, through the payment provider (ADR 0015, 0039, 0048): `pending` while
 * the provider's answer is awaited (or never came: canceling again asks again), `processing`
 * when the provider accepted it and pays it out later, `completed`, or `failed` (refused, or
 * failed at the provider afterwards). `kind`: a `refund` gives money back; a `release` lets an
 * authorized payment's hold go (Riverty's, canceled before it shipped: nothing was taken).
 */
export interface OrderRefund {
  amount: number;
  kind: 'refund' | 'release';
  status: 'pending' | 'processing' | 'completed' | 'failed';
  at: string;
}

/**
 * The money of an authorized payment (Riverty's) taken when the order shipped (ADR 0052):
 * `pending` while the provider's answer is awaited (asked again by itself), `processing` when
 * the provider accepted it, `completed` when taken, `failed` when refused.
 */
export interface OrderCapture {
  amount: number;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  at: string;
}

/** A step of the order's history as the back office shows it: with who made it. */
export interface BackOfficeHistoryEntry {
  transition: string;
  from: OrderStatus | null;
  to: OrderStatus;
  at: string;
  /** `staff:<uuid>`, `client:<id>`, `customer:<uuid>`, `guest`, `system` or `payment:<provider>`. */
  actor: string;
  /** The staff member's name for their steps, else null. */
  actor_name: string | null;
  note: string | null;
}

/**
 * GET /back-office/orders/{uuid} (ADR 0039): the customer's order with what the shop's staff
 * need besides: the moves possible now, every step with who made it, the refunds and captures.
 */
export interface BackOfficeOrder extends Omit<Order, 'history'> {
  customer_uuid: string | null;
  locale: string;
  history: BackOfficeHistoryEntry[];
  /** The moves of ADR 0015's table that staff may make from the current status. */
  available_transitions: (FulfilmentTransition | 'cancel')[];
  refunds: OrderRefund[];
  captures: OrderCapture[];
}

/** A row of GET /back-office/orders: enough to pick an order off the list. */
export interface BackOfficeOrderSummary {
  uuid: string;
  number: string;
  status: OrderStatus;
  ordered_at: string;
  delivery_date: string;
  ordered_by: string;
  email: string;
  delivery_city: string;
  quantity: number;
  total: number;
  track_and_trace: TrackAndTrace[];
}
