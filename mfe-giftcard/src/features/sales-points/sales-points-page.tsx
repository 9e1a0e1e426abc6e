import { useTranslation } from 'react-i18next';
import { useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import type { Page } from '@shop/shared-http';
import { useLocation, useSearchParams } from '@shop/shared-ui/router';
import { PageMeta, useApiResource, useHydrated, useLocale, usePageData } from '@shop/shared-ui';
import { storeLocatorQuerySchema } from '@shop/contracts/schemas';
import { getBrands, type Brand, type StoreLocatorAnswer } from './api/storelocator-api';
import { brandsKey, salesPointsKey } from './api/page-data-keys';
import { SalesPointForm } from './components/sales-point-form';
import { SalesPointList } from './components/sales-point-list';
import { SalesPointMap } from './components/sales-point-map';
import { SearchSummary } from './components/search-summary';
import {
  salesPointAddressOf,
  salesPointParams,
  salesPointQueryOf,
  type SalesPointAddress,
} from './sales-point-address';
import { useSalesPointSearch } from './use-sales-point-search';

/** The history entry's key for a search near the shopper's own location. */
const NEAR_STATE = 'giftcardSalesPointsNear';

/** The shopper's own location ('lat,lng'): in the history entry only, never in the address. */
function nearOf(state: unknown): string | null {
  const near = (state as Record<string, unknown> | null)?.[NEAR_STATE];
  return typeof near === 'string' ? near : null;
}

/**
 * Where the gift cards are sold: near a place, a postcode or the shopper's own location. The
 * search lives in the address (`?search=Utrecht&distance=10&brand=2`, ADR 0033): the server
 * renders its results, a shared link shows them, back and forward go through the searches.
 */
export function SalesPointsPage({ path }: { path: string }) {
  const { t } = useTranslation(['giftcard', 'common']);
  const id = useId();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const hydrated = useHydrated();
  const address = useMemo(() => salesPointAddressOf(params), [params]);
  // The server rendered the page without the shopper's location: it counts after hydration.
  const near = hydrated ? nearOf(location.state) : null;
  const query = salesPointQueryOf(address, near);
  const { state, retry } = useSalesPointSearch(
    query,
    usePageData<StoreLocatorAnswer>(query ? salesPointsKey(locale, query) : ''),
  );
  const brands = useApiResource(
    (signal) => getBrands(signal),
    [locale],
    usePageData<Page<Brand>>(brandsKey(locale)),
  );
  const [problem, setProblem] = useState<string | null>(null);
  // The filters start from the address, and follow it when it changes (back, forward).
  const [filters, setFilters] = useState(address);
  const [filtersAddress, setFiltersAddress] = useState(address);
  if (filtersAddress !== address) {
    setFiltersAddress(address);
    setFilters(address);
  }

  const show = (next: SalesPointAddress, nextNear: string | null = null) => {
    const nextParams = salesPointParams(next);
    // The search shown, asked for again: its answer anew, no second history entry.
    if (nextParams.toString() === params.toString() && nextNear === near) retry();
    else setParams(nextParams, nextNear ? { state: { [NEAR_STATE]: nextNear } } : undefined);
  };
  const searchFor = (text: string) => {
    // The API's own rules decide what may be sent; an empty field asks for a place first.
    const search = text.trim();
    const parsed = v.safeParse(storeLocatorQuerySchema, { search, distance: filters.distance });
    if (!parsed.success || !search) {
      setProblem(t('salesPoints.searchRequired'));
      return;
    }
    setProblem(null);
    show({ ...filters, search });
  };
  // A changed filter applies to the search already shown.
  const refine = (change: Partial<Pick<SalesPointAddress, 'distance' | 'brand'>>) => {
    setFilters((current) => ({ ...current, ...change }));
    if (query) show({ ...address, ...change }, near);
  };
  const searchNear = (point: string) => {
    setProblem(null);
    show({ ...filters, search: '' }, point);
  };

  const done = state.status === 'done' ? state : null;
  const merchants = done?.answer['hydra:member'] ?? [];
  return (
    <section className="giftcard-sales-points" aria-labelledby={`${id}-title`}>
      <PageMeta
        title={t('salesPoints.title')}
        description={t('salesPoints.metaDescription')}
        path={path}
      />
      <h1 id={`${id}-title`}>{t('salesPoints.title')}</h1>
      <p>{t('salesPoints.intro')}</p>
      <SalesPointForm
        shownPlace={address.search}
        values={filters}
        brands={brands.data?.items ?? []}
        busy={state.status === 'loading'}
        problem={problem}
        onRefine={refine}
        onSearch={searchFor}
        onNear={searchNear}
        onProblem={setProblem}
      />
      <SearchSummary
        state={state}
        suggestionHref={(place) => `?${salesPointParams({ ...filters, search: place }).toString()}`}
      />
      {done?.answer.point && merchants.length > 0 && (
        <div className="giftcard-sales-points-results">
          <h2 className="shop-ui-visually-hidden">{t('salesPoints.resultsTitle')}</h2>
          <SalesPointList merchants={merchants} />
          <SalesPointMap
            centre={done.answer.point}
            radiusKm={done.query.distance}
            merchants={merchants}
          />
        </div>
      )}
    </section>
  );
}
