import { http, listQuery, toPage, type HydraCollection, type Page } from '@shop/shared-http';
import type { PriceAmounts } from '@shop/shared-ui';
import type {
  AddressInput,
  OrderFilter,
  OrderStatus,
  PaymentMethod,
} from '@shop/contracts/schemas';

export const ORDERS_ENDPOINT = '/order/orders';
/** Spec §9: lists come 15 to a page. */
export const ORDERS_PAGE_ITEMS = 15;

type Amounts = PriceAmounts & { vat: number };

export interface OrderLine {
  product: { slug: string; name: string; image?: string };
  properties: Record<string, string>;
  quantity: number;
  vat_rate_bp: number;
  /** One item with its card and personalization. */
  price: Amounts;
  /** The quantity and the upsells together. */
  price_total: Amounts;
  card: { name: string; text: string } | null;
  personalization: boolean;
  /** The design as ordered (ADR 0028): each text under its label, the photo by its name. */
  design?: {
    lines: { label: string; text: string }[];
    photo: { file_name: string } | null;
  } | null;
  letter: { file_name: string } | null;
  upsells: { name: string; quantity: number; text: string | null; total: Amounts }[];
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
  delivery_date: string;
  delivery_remark: string;
  delivery_address: AddressInput;
  invoice_address: AddressInput;
  payment_method: PaymentMethod;
  quantity: number;
  subtotal: Amounts;
  delivery_cost: Amounts;
  total: Amounts;
  vat: number;
  track_and_trace: { code: string; url: string }[];
  lines: OrderLine[];
  history: OrderHistoryEntry[];
  /** The approver's 'no' (ADR 0027): the last rejection, or null for an order nobody rejected. */
  rejection: (OrderRejection & { at: string }) | null;
}

/** One page of the orders the signed-in user may read; throws ApiError when it fails. */
export async function listOrders(
  filter: OrderFilter,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Order>> {
  const query = listQuery({ page, pageItems: ORDERS_PAGE_ITEMS, filters: filter });
  const body = await http().request<HydraCollection<Order>>(`${ORDERS_ENDPOINT}?${query}`, {
    signal,
  });
  return toPage(body);
}

/** One order; a 404 (not there, or not the user's to read) throws an ApiError with status 404. */
export const getOrder = (uuid: string, signal?: AbortSignal) =>
  http().request<Order>(`${ORDERS_ENDPOINT}/${encodeURIComponent(uuid)}`, { signal });
