import { useMemo } from 'react';
import { useSearchParams } from '@shop/shared-ui/router';
import {
  catalogueSorts,
  type CatalogueQuery,
  type CatalogueSort,
} from '../../../api/catalogue-api';

const CODE = /^[a-z0-9-]{1,40}$/;

/** A price in whole euros from the address bar, as cents; anything else is no filter. */
function cents(value: string | null): number | undefined {
  if (!value || !/^\d{1,5}$/.test(value)) return undefined;
  return Number(value) * 100;
}

/**
 * The catalogue's state lives in the address bar (shareable, back/forward work): page, search,
 * colour, occasion, price range in euros and sort. Unknown or malformed values are ignored, so a
 * hand-edited address never breaks the page.
 */
export function catalogueQueryOf(params: URLSearchParams): CatalogueQuery {
  const sort = params.get('sort');
  const colour = params.get('colour');
  const occasion = params.get('occasion');
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    search: params.get('search') ?? '',
    colour: colour && CODE.test(colour) ? colour : undefined,
    occasion: occasion && CODE.test(occasion) ? occasion : undefined,
    minPrice: cents(params.get('min_price')),
    maxPrice: cents(params.get('max_price')),
    sort: catalogueSorts.includes(sort as CatalogueSort) ? (sort as CatalogueSort) : undefined,
  };
}

/** The catalogue's API request for a query in a category: what the page lists. */
export const listQueryOf = (query: CatalogueQuery, category?: string): CatalogueQuery => ({
  ...query,
  search: query.search || undefined,
  category,
});

export function useCatalogueQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => catalogueQueryOf(params), [params]);

  /** Changes some filters; any change but a page change starts again at page 1. */
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  const filtered = ['colour', 'occasion', 'min_price', 'max_price'].some((key) => params.has(key));
  return { query, update, hrefFor, filtered };
}
