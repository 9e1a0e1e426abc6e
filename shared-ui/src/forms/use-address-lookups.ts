import { useEffect, useState } from 'react';
import { addressApi } from './address-api';

/** Lookups wait until the typing pauses. */
export const ADDRESS_LOOKUP_DELAY_MS = 300;

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
