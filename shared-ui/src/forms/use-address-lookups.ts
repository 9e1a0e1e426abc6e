import { useEffect, useState } from 'react';
import { ApiError } from '@shop/shared-http';
import { normalizePostcode, type DeliveryCountry } from '../schemas/checkout';
import { addressApi } from './address-api';

/** Lookups wait until the typing pauses. */
export const ADDRESS_LOOKUP_DELAY_MS = 300;

export type DutchSuggestionStatus = 'idle' | 'looking' | 'found' | 'none';

interface SuggestionKey {
  country: DeliveryCountry;
  postcode: string;
  housenumber: string;
}
type Suggestion = { postcode: string; city: string; street?: string };

/** Dutch addresses: the city (and street, where known) from postcode and house number. */
export function useDutchSuggestion(
  address: SuggestionKey,
  onFound: (suggestion: Suggestion) => void,
): DutchSuggestionStatus {
  const [status, setStatus] = useState<DutchSuggestionStatus>('idle');
  const postcode = address.country === 'NL' ? normalizePostcode(address.postcode, 'NL') : null;
  const number = /^\d{1,5}$/.test(address.housenumber.trim()) ? address.housenumber.trim() : null;
  useEffect(() => {
    if (!postcode || !number) return setStatus('idle');
    let current = true;
    const timer = setTimeout(() => {
      setStatus('looking');
      addressApi.postcodeSuggestion(postcode, number).then(
        (found) => {
          if (!current) return;
          setStatus('found');
          onFound({
            postcode: found.postcode,
            city: found.city,
            ...(found.street ? { street: found.street } : {}),
          });
        },
        (error: unknown) =>
          current && setStatus(error instanceof ApiError && error.status === 404 ? 'none' : 'idle'),
      );
    }, ADDRESS_LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // onFound is a new function every render; the lookup depends on the postcode and number only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postcode, number]);
  return status;
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
