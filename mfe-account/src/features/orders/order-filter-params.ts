import * as v from 'valibot';
import { orderFilterSchema, type OrderFilter } from '@shop/contracts/schemas';

const keys = ['status', 'ordered_from', 'ordered_till'] as const;

/**
 * The list's state lives in the address (filters and page), so back and forward, a reload and a
 * shared link show the same orders. A hand-edited address with a wrong filter shows them all.
 */
export function filterFromParams(params: URLSearchParams): OrderFilter {
  const raw = Object.fromEntries(
    keys.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])),
  );
  const parsed = v.safeParse(orderFilterSchema, raw);
  return parsed.success ? parsed.output : {};
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The address for a filter and page; page 1 is left out. */
export function paramsFor(filter: OrderFilter, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) if (filter[key]) params.set(key, filter[key]);
  if (page > 1) params.set('page', String(page));
  return params;
}

export const isFiltered = (filter: OrderFilter) => keys.some((key) => Boolean(filter[key]));
