/** A list answer in either of the two shapes the spec allows. */
export interface HydraCollection<T> {
  'hydra:member'?: T[];
  'hydra:totalItems'?: number;
  data?: T[];
  meta?: { totalItems?: number };
}

export interface Page<T> {
  items: T[];
  totalItems: number;
}

export function toPage<T>(body: HydraCollection<T>): Page<T> {
  const items = body['hydra:member'] ?? body.data ?? [];
  const totalItems = body['hydra:totalItems'] ?? body.meta?.totalItems ?? items.length;
  return { items, totalItems };
}

/**
 * The path every IRI the API writes starts with (ADR 0042): its `@id`s, its references to other
 * items (an address's `customer`) and its hub topics are the site's `/api` paths to them.
 */
export const API_IRI_PATH = '/api';

/** The IRI the API gives one of its paths: `/relation/companies/c1` is `/api/relation/companies/c1`. */
export const apiIri = (path: string) => `${API_IRI_PATH}${path}`;

/** Items are identified by uuid, id, or the last segment of @id. */
export function itemId(item: {
  uuid?: string;
  id?: string | number;
  '@id'?: string;
}): string | undefined {
  if (item.uuid) return item.uuid;
  if (item.id !== undefined) return String(item.id);
  const segments = item['@id']?.split('/').filter(Boolean);
  return segments?.[segments.length - 1];
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Query string for a list call: page, page_items (default 15), search and snake_cased filters. */
export function listQuery(params: {
  page?: number;
  pageItems?: number;
  search?: string;
  filters?: Record<string, string | number | boolean | undefined>;
}): string {
  const query = new URLSearchParams();
  query.set('page', String(params.page ?? 1));
  query.set('page_items', String(params.pageItems ?? DEFAULT_PAGE_ITEMS));
  if (params.search) query.set('search', params.search);
  for (const [key, value] of Object.entries(params.filters ?? {})) {
    if (value !== undefined && value !== '') query.set(snake(key), String(value));
  }
  return query.toString();
}

export const DEFAULT_PAGE_ITEMS = 15;
