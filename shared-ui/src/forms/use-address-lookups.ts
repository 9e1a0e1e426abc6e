import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@shop/shared-http';
import { normalizePostcode } from '@shop/contracts/schemas';
import { addressApi } from './address-api';

/** Lookups wait until the typing pauses. */
export const ADDRESS_LOOKUP_DELAY_MS = 300;

/**
 * 'found': one place, filled in; 'choose': the area holds several places and the shopper picks
 * one (`cities`); 'none': the postcode area is unknown, nothing is filled in.
 */
export type DutchSuggestionStatus = 'idle' | 'looking' | 'found' | 'choose' | 'none';

export interface DutchSuggestion {
  status: DutchSuggestionStatus;
  /** The places of the postcode area, the likeliest first (empty unless found or choose). */
  cities: string[];
}

/** The suggestion, and the shopper's choice among its places (a city the lookup gave, too). */
export type DutchSuggestionState = DutchSuggestion & { choose: (city: string) => void };

interface SuggestionKey {
  country: string;
  postcode: string;
  housenumber: string;
  city: string;
}
type Fill = { postcode?: string; city?: string; street?: string };

/**
 * Dutch addresses: the city (and street, where known) from postcode and house number. It never
 * guesses (issue 18): an area of several places lets the shopper choose, and a city this lookup
 * filled in earlier is taken back when the next postcode is unknown or shared.
 */
export function useDutchSuggestion(
  address: SuggestionKey,
  onFound: (fill: Fill) => void,
): DutchSuggestionState {
  const [suggestion, setSuggestion] = useState<DutchSuggestion>({ status: 'idle', cities: [] });
  const filledCity = useRef<string | null>(null);
  const postcode = address.country === 'NL' ? normalizePostcode(address.postcode, 'NL') : null;
  const number = /^\d{1,5}$/.test(address.housenumber.trim()) ? address.housenumber.trim() : null;
  const city = address.city;
  useEffect(() => {
    if (!postcode || !number) return setSuggestion({ status: 'idle', cities: [] });
    let current = true;
    /** Takes back what this lookup filled in, never what the shopper typed. */
    const takeBackCity = (keep: string[] = []) =>
      filledCity.current !== null && city === filledCity.current && !keep.includes(city)
        ? { city: '' }
        : {};
    const timer = setTimeout(() => {
      setSuggestion({ status: 'looking', cities: [] });
      addressApi.postcodeSuggestion(postcode, number).then(
        (found) => {
          if (!current) return;
          const street = found.street ? { street: found.street } : {};
          if (found.city !== null) {
            filledCity.current = found.city;
            setSuggestion({ status: 'found', cities: [found.city] });
            onFound({ postcode: found.postcode, city: found.city, ...street });
          } else {
            setSuggestion({ status: 'choose', cities: found.cities });
            onFound({ postcode: found.postcode, ...takeBackCity(found.cities), ...street });
          }
        },
        (error: unknown) => {
          if (!current) return;
          if (!(error instanceof ApiError && error.status === 404))
            return setSuggestion({ status: 'idle', cities: [] });
          setSuggestion({ status: 'none', cities: [] });
          const fill = takeBackCity();
          if (fill.city !== undefined) onFound(fill);
        },
      );
    }, ADDRESS_LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // onFound is a new function every render, and the city is read only to take back our own
    // fill: the lookup depends on the postcode and number only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postcode, number]);
  const choose = (chosen: string) => {
    filledCity.current = chosen;
    onFound({ city: chosen });
  };
  return { ...suggestion, choose };
}

/** Belgian addresses: places matching what was typed in the postcode or city field. */
export function useBelgianPlaces(query: string, enabled: boolean) {
  const [places, setPlaces] = useState<{ postcode: string; city: string }[]>([]);
  useEffect(() => {
    if (!enabled || query.trim().length < 2) return setPlaces([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      addressApi
        .belgianPlaces(query.trim(), controller.signal)
        .then(setPlaces, () => setPlaces([]));
    }, ADDRESS_LOOKUP_DELAY_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [query, enabled]);
  return places;
}
