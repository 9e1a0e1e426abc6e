import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@shop/shared-ui';
import { STORE_LOCATOR_DISTANCES, type StoreLocatorDistance } from '@shop/contracts/schemas';
import type { Brand } from '../api/storelocator-api';
import type { SalesPointAddress } from '../sales-point-address';

interface SalesPointFormProps {
  /** The place searched for (the address's): the field shows it again on back and forward. */
  shownPlace: string;
  /** The distance and brand chosen. */
  values: Pick<SalesPointAddress, 'distance' | 'brand'>;
  brands: readonly Brand[];
  busy: boolean;
  problem: string | null;
  onRefine: (change: Partial<Pick<SalesPointAddress, 'distance' | 'brand'>>) => void;
  /** A search for the place typed. */
  onSearch: (place: string) => void;
  /** A search near the shopper's own location ('lat,lng'). */
  onNear: (point: string) => void;
  onProblem: (problem: string | null) => void;
}

/**
 * The place, distance and brand to search by. Its fields carry the address's names, so
 * without JavaScript the form asks the server for the same address the script would show.
 */
export function SalesPointForm(props: SalesPointFormProps) {
  const { t } = useTranslation(['giftcard', 'common']);
  const id = useId();
  const hydrated = useHydrated();
  const [locating, setLocating] = useState(false);
  const { values, problem, shownPlace } = props;
  // The place field is the browser's own (uncontrolled): what is typed before the page has
  // hydrated stays. It follows the address when another search is shown (back, forward).
  const place = useRef<HTMLInputElement>(null);
  const placeShown = useRef(shownPlace);
  useEffect(() => {
    if (placeShown.current === shownPlace) return;
    placeShown.current = shownPlace;
    if (place.current) place.current.value = shownPlace;
  }, [shownPlace]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(place.current?.value ?? '');
  };

  const locateMe = () => {
    if (!('geolocation' in navigator)) {
      props.onProblem(t('salesPoints.locationUnavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        props.onNear(`${coords.latitude.toFixed(5)},${coords.longitude.toFixed(5)}`);
      },
      () => {
        setLocating(false);
        props.onProblem(t('salesPoints.locationUnavailable'));
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <form
      noValidate
      role="search"
      className="giftcard-sales-points-form"
      onSubmit={submit}
      aria-busy={props.busy}
    >
      <div className="giftcard-field giftcard-sales-points-search">
        <label htmlFor={`${id}-search`}>{t('salesPoints.search')}</label>
        <input
          id={`${id}-search`}
          name="search"
          type="search"
          ref={place}
          defaultValue={shownPlace}
          autoComplete="address-level2"
          aria-invalid={problem === t('salesPoints.searchRequired') ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </div>
      <div className="giftcard-field">
        <label htmlFor={`${id}-distance`}>{t('salesPoints.distance')}</label>
        <select
          id={`${id}-distance`}
          name="distance"
          value={values.distance}
          onChange={(event) =>
            props.onRefine({ distance: Number(event.target.value) as StoreLocatorDistance })
          }
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
          name="brand"
          value={values.brand ?? ''}
          onChange={(event) =>
            props.onRefine({ brand: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">{t('salesPoints.allBrands')}</option>
          {props.brands.map((option) => (
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
        {/* The shopper's location needs the script: usable once the page has hydrated. */}
        <button
          type="button"
          className="shop-ui-button giftcard-secondary"
          onClick={locateMe}
          disabled={locating || !hydrated}
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
  );
}
