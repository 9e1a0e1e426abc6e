import { createApiClient, ApiError, type HydraCollection, toPage } from '@shop/shared-http';
import { siteContextFor, type Locale } from '@shop/contracts/messages';
import type { BackOfficeOrder, BackOfficeOrderSummary } from '@shop/contracts/api';
import type {
  OrderCancelInput,
  OrderTransitionInput,
  TrackAndTraceInput,
} from '@shop/contracts/schemas';
import { staffSession } from '../session/staff-session';

/** How many orders a page of the list shows. */
export const ORDERS_PER_PAGE = 25;

let locale: Locale = 'nl-nl';
/** The API answers (its errors too) in the page's language. */
export function useApiLocale(current: Locale): void {
  locale = current;
}

/**
 * The back office's own API client: the same client every team uses, with the staff member's
 * token instead of the shopper's. A 401 refreshes the token (one refresh for every request
 * that got it at the same time) and sends the request again (ADR 0048).
 */
const client = createApiClient({
  baseUrl: '/api',
  getLocale: () => locale,
  getSiteContext: () => siteContextFor(locale),
  getAccessToken: () => staffSession.accessToken(),
  refreshAccessToken: () => staffSession.refresh(),
});

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    // A token known to have run out is refreshed first rather than spent on a 401.
    if (staffSession.needsRefresh()) await staffSession.refresh();
    return await run();
  } catch (error) {
    // Still refused after a refresh: the session is over.
    if (error instanceof ApiError && error.status === 401) staffSession.expire();
    throw error;
  }
}

export interface OrderListQuery {
  status?: string[];
  delivery_from?: string;
  delivery_till?: string;
  search?: string;
  page?: number;
}

/** The query string of the list, as the page's address keeps it too. */
export function orderListSearch(query: OrderListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status?.length) params.set('status', query.status.join(','));
  if (query.delivery_from) params.set('delivery_from', query.delivery_from);
  if (query.delivery_till) params.set('delivery_till', query.delivery_till);
  if (query.search) params.set('search', query.search);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

export const backOfficeApi = {
  listOrders: (query: OrderListQuery) =>
    call(async () => {
      const params = orderListSearch(query);
      params.set('page_items', String(ORDERS_PER_PAGE));
      const answer = await client.request<HydraCollection<BackOfficeOrderSummary>>(
        `/back-office/orders?${params}`,
      );
      return toPage(answer);
    }),
  order: (uuid: string) =>
    call(() => client.request<BackOfficeOrder>(`/back-office/orders/${encodeURIComponent(uuid)}`)),
  move: (uuid: string, input: OrderTransitionInput) =>
    call(() =>
      client.create<BackOfficeOrder>(
        `/back-office/orders/${encodeURIComponent(uuid)}/transitions`,
        input,
      ),
    ),
  addTrackAndTrace: (uuid: string, input: TrackAndTraceInput) =>
    call(() =>
      client.create<BackOfficeOrder>(
        `/back-office/orders/${encodeURIComponent(uuid)}/track-and-trace`,
        input,
      ),
    ),
  cancel: (uuid: string, input: OrderCancelInput) =>
    call(() =>
      client.create<BackOfficeOrder>(
        `/back-office/orders/${encodeURIComponent(uuid)}/cancel`,
        input,
      ),
    ),
};
