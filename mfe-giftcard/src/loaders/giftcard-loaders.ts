import type { PageLoader, PageLoaderResult } from '@shop/shared-ui';
import { brandsKey, salesPointsKey } from '../features/sales-points/api/page-data-keys';
import { findSalesPoints, getBrands } from '../features/sales-points/api/storelocator-api';
import {
  salesPointAddressOf,
  salesPointQueryOf,
} from '../features/sales-points/sales-point-address';
import { BALANCE_PAGE, SALES_POINTS_PAGE } from '../routes/giftcard-paths';

// What the gift card pages need from the API when the server renders them (ADR 0033), fetched
// with the very calls the pages make. A failed call throws: the host then answers 503 when the
// API is down, or leaves the page to the browser.

/**
 * The sales points page: the brands for its form and, for a search in the address, its
 * results. The shopper's own location is never in the address: that search stays in the browser.
 */
const salesPointsLoader: PageLoader = async ({ locale, search, api }) => {
  const query = salesPointQueryOf(salesPointAddressOf(search));
  const [brands, answer] = await Promise.all([
    getBrands(undefined, api),
    query ? findSalesPoints(query, undefined, api) : undefined,
  ]);
  return {
    data: {
      // A brand list that failed (null) is fetched again by the browser.
      ...(brands && { [brandsKey(locale)]: brands }),
      ...(query && answer && { [salesPointsKey(locale, query)]: answer }),
    },
  };
};

/**
 * /cadeaukaart/*: the balance lookup (a form, no data) and the sales points; the index and
 * unknown paths forward to the balance lookup, as the browser's <Navigate> does.
 */
export const giftcardRoutesLoader: PageLoader = async (context): Promise<PageLoaderResult> => {
  const rest = context.params['*'] ?? '';
  const page = rest.replace(/\/+$/, '');
  if (page === BALANCE_PAGE) return { data: {} };
  if (page === SALES_POINTS_PAGE) return salesPointsLoader(context);
  const mount = context.path.slice(0, context.path.length - rest.length).replace(/\/+$/, '');
  return { data: {}, redirect: `${mount}/${BALANCE_PAGE}` };
};
