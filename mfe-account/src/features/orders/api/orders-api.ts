import { http, listQuery, toPage, type HydraCollection, type Page } from '@shop/shared-http';
import type { Order } from '@shop/contracts/api';
import type { OrderFilter } from '@shop/contracts/schemas';

export const ORDERS_ENDPOINT = '/order/orders';
/** Spec §9: lists come 15 to a page. */
export const ORDERS_PAGE_ITEMS = 15;

export type { Order, OrderHistoryEntry, OrderLine, OrderRejection } from '@shop/contracts/api';

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
