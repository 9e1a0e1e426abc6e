import { http, type HydraCollection } from '@shop/shared-http';
import type { OrderSearchInput, OrderStatus } from '@shop/contracts/schemas';

/** What track and trace shows of an order: never who bought it, where it goes or its price. */
export interface OrderSearchResult {
  number: string;
  status: OrderStatus;
  delivery_date: string;
  track_and_trace: { code: string; url: string }[];
  /** Only when the signed-in customer placed it: their order's own page. */
  uuid?: string;
}

export const searchOrders = async (input: OrderSearchInput) =>
  (await http().create<HydraCollection<OrderSearchResult>>('/order/search', input))[
    'hydra:member'
  ] ?? [];
