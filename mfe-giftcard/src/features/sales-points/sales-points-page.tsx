import { useDocumentTitle } from '@shop/shared-ui';
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import {
  STORE_LOCATOR_DEFAULT_DISTANCE,
  STORE_LOCATOR_DISTANCES,
  storeLocatorQuerySchema,
  type StoreLocatorDistance,
} from '@shop/shared-ui/schemas';
import { getBrands, type Brand, type StoreLocatorSearch } from './api/storelocator-api';
import { SalesPointList } from './components/sales-point-list';
import { SalesPointMap } from './components/sales-point-map';
import { SearchSummary } from './components/search-summary';
import { useSalesPointSearch } from './use-sales-point-search';

/** Where the gift cards are sold: near a place, a postcode or the shopper's own location. */
export function SalesPointsPage() {
  const { t } = useTranslation(['giftcard', 'common']);
  const id = useId();
  const [text, setText] = useState('');
  const [distance, setDistance] = useState<StoreLocatorDistance>(STORE_LOCATOR_DEFAULT_DISTANCE);
  const [brand, setBrand] = useState<number | null>(null);
  const [brands, setBrands] = useState<Brand[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const { state, run } = useSalesPointSearch();

  useDocumentTitle(t('salesPoints.title'));
  useEffect(() => {
    const controller = new AbortController();
    void getBrands(controller.signal).then((page) => {
      if (page) setBrands(page.items);
    });
    return () => controller.abort();
  }, []);

  const searchFor = (search: string) => {
    // The API's own rules decide what may be sent; an empty field asks for a place first.
    const parsed = v.safeParse(storeLocatorQuerySchema, { search, distance });
    if (!parsed.success || !search.trim()) {
      setProblem(t('salesPoints.searchRequired'));
      return;
    }
    setProblem(null);
    void run({ search: search.trim(), distance, brand });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchFor(text);
  };
  const locateMe = () => {
    if (!('geolocation' in navigator)) {
      setProblem(t('salesPoints.locationUnavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setProblem(null);
        void run({
          point: `${coords.latitude.toFixed(5)},${coords.longitude.toFixed(5)}`,
          distance,
          brand,
        });
      },
      () => {
        setLocating(false);
        setProblem(t('salesPoints.locationUnavailable'));
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };
  // A changed filter applies to the search already shown.
  const refine = (change: Partial<Pick<StoreLocatorSearch, 'distance' | 'brand'>>) => {
    if (state.status !== 'idle') void run({ ...state.query, ...change });
  };

  const done = state.status === 'done' ? state : null;
  const merchants = done?.answer['hydra:member'] ?? [];
  return (
    <section className="giftcard-sales-points" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('salesPoints.title')}</h1>
      <p>{t('salesPoints.intro')}</p>
      <form
        noValidate
        role="search"
        className="giftcard-sales-points-form"
        onSubmit={submit}
        aria-busy={state.status === 'loading'}
      >
        <div className="giftcard-field giftcard-sales-points-search">
          <label htmlFor={`${id}-search`}>{t('salesPoints.search')}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={text}
            autoComplete="address-level2"
            aria-invalid={problem === t('salesPoints.searchRequired') ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="giftcard-field">
          <label htmlFor={`${id}-distance`}>{t('salesPoints.distance')}</label>
          <select
            id={`${id}-distance`}
            value={distance}
            onChange={(event) => {
              const next = Number(event.target.value) as StoreLocatorDistance;
              setDistance(next);
              refine({ distance: next });
            }}
          >
            {STORE_LOCATOR_DISTANCES.map((km) => (
              <option key={km} value={km}>
                {t('salesPoints.withinKm', { distance: km })}
              </option>
            ))}
          </select>
        </div>
        <div className="giftcard-field">
          <label htmlFor={`${id}-brand`}>{t('salesPoints.brand')}</label>
          <select
            id={`${id}-brand`}
            value={brand ?? ''}
            onChange={(event) => {
              const next = event.target.value ? Number(event.target.value) : null;
              setBrand(next);
              refine({ brand: next });
            }}
          >
            <option value="">{t('salesPoints.allBrands')}</option>
            {brands.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="giftcard-sales-points-actions">
          <button type="submit" className="shop-ui-button">
            {t('salesPoints.submit')}
          </button>
          <button
            type="button"
            className="shop-ui-button giftcard-secondary"
            onClick={locateMe}
            disabled={locating}
          >
            {locating ? t('salesPoints.locating') : t('salesPoints.useMyLocation')}
          </button>
        </div>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="giftcard-error">
            {problem}
          </p>
        )}
      </form>
      <SearchSummary
        state={state}
        onSuggestion={(place) => {
          setText(place);
          searchFor(place);
        }}
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
