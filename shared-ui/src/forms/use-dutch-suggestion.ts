import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@shop/shared-http';
import { normalizePostcode } from '@shop/contracts/schemas';
import type { HouseNumberAddition, StreetLookup } from '@shop/contracts/api';
import { addressApi } from './address-api';
import { ADDRESS_LOOKUP_DELAY_MS } from './use-address-lookups';

/**
 * 'found': the city is known (with the street when `streetLookup` is 'found'); 'choose': the
 * postcode area holds several places and the shopper picks one (`cities`); 'none': the postcode
 * is unknown, nothing is filled in.
 */
export type DutchSuggestionStatus = 'idle' | 'looking' | 'found' | 'choose' | 'none';

export interface DutchSuggestion {
  status: DutchSuggestionStatus;
  /** The places of the postcode area, the likeliest first (empty unless found or choose). */
  cities: string[];
  /** The street the lookup found; null when it is the shopper's to type. */
  street: string | null;
  /** How the street lookup went (ADR 0047); null before an answer. */
  streetLookup: StreetLookup | null;
  /** Every address of the house number (12, 12-1, 12A) when the street was found. */
  additions: HouseNumberAddition[];
  /** The addition the shopper picked among them: null the bare number, undefined none yet. */
  chosenAddition: string | null | undefined;
}

/** The suggestion, and the shopper's choices among its places and its addresses. */
export type DutchSuggestionState = DutchSuggestion & {
  choose: (city: string) => void;
  chooseAddition: (addition: string | null) => void;
};

interface SuggestionKey {
  country: string;
  postcode: string;
  housenumber: string;
  housenumber_addition: string;
  street: string;
  city: string;
}
type FillableField = 'postcode' | 'city' | 'street' | 'housenumber_addition';
type Fill = Partial<Record<FillableField, string>>;

const nothing: DutchSuggestion = {
  status: 'idle',
  cities: [],
  street: null,
  streetLookup: null,
  additions: [],
  chosenAddition: undefined,
};

/**
 * Dutch addresses: street and city from postcode and house number (ADR 0047), or the city of
 * the postcode area when the street cannot be had. It never guesses (issue 18): an area of
 * several places lets the shopper choose, a number with several addresses too, and what this
 * lookup filled in earlier is taken back when the next answer does not hold it, never what the
 * shopper typed.
 */
export function useDutchSuggestion(
  address: SuggestionKey,
  onFound: (fill: Fill) => void,
): DutchSuggestionState {
  const [suggestion, setSuggestion] = useState<DutchSuggestion>(nothing);
  const filled = useRef<Fill>({});
  const postcode = address.country === 'NL' ? normalizePostcode(address.postcode, 'NL') : null;
  const number = /^\d{1,5}$/.test(address.housenumber.trim()) ? address.housenumber.trim() : null;
  // Read when the answer comes, to take back only what this lookup had filled in.
  const current = useRef(address);
  current.current = address;

  useEffect(() => {
    if (!postcode || !number) return setSuggestion(nothing);
    let valid = true;
    /** Our earlier fills the shopper left alone, and not in `keep`: emptied. */
    const takeBack = (keep: Fill = {}): Fill => {
      const fill: Fill = {};
      for (const [field, value] of Object.entries(filled.current) as [FillableField, string][])
        if (current.current[field] === value && keep[field] === undefined) fill[field] = '';
      return fill;
    };
    const apply = (fill: Fill, keep: Fill = fill) => {
      const change = { ...takeBack(keep), ...fill };
      filled.current = { ...keep };
      if (Object.keys(change).length > 0) onFound(change);
    };
    const timer = setTimeout(() => {
      setSuggestion({ ...nothing, status: 'looking' });
      addressApi.postcodeSuggestion(postcode, number).then(
        (found) => {
          if (!valid) return;
          const street = found.street_lookup === 'found' ? found.street : null;
          const [only, ...more] = found.additions;
          // One address only, with a letter or addition (47A): it is the shopper's.
          const addition =
            only?.addition && more.length === 0 && !current.current.housenumber_addition.trim()
              ? { housenumber_addition: only.addition }
              : {};
          const common = {
            street,
            streetLookup: found.street_lookup,
            additions: street ? found.additions : [],
            chosenAddition: undefined,
          };
          if (found.city !== null) {
            setSuggestion({ ...common, status: 'found', cities: [found.city] });
            const fill = { city: found.city, ...(street ? { street } : {}), ...addition };
            apply({ postcode: found.postcode, ...fill }, fill);
          } else {
            setSuggestion({ ...common, status: 'choose', cities: found.cities });
            // A place this lookup filled in or the shopper chose stays if the area has it.
            const ours = filled.current.city;
            apply(
              { postcode: found.postcode },
              ours && found.cities.includes(ours) ? { city: ours } : {},
            );
          }
        },
        (error: unknown) => {
          if (!valid) return;
          if (!(error instanceof ApiError && error.status === 404)) return setSuggestion(nothing);
          setSuggestion({ ...nothing, status: 'none' });
          apply({});
        },
      );
    }, ADDRESS_LOOKUP_DELAY_MS);
    return () => {
      valid = false;
      clearTimeout(timer);
    };
    // onFound is a new function every render, and the other fields are read only to take back
    // our own fills: the lookup depends on the postcode and number only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postcode, number]);

  const choose = (city: string) => {
    filled.current = { ...filled.current, city };
    onFound({ city });
  };
  const chooseAddition = (addition: string | null) => {
    setSuggestion((shown) => ({ ...shown, chosenAddition: addition }));
    filled.current = { ...filled.current, housenumber_addition: addition ?? '' };
    onFound({ housenumber_addition: addition ?? '' });
  };
  return { ...suggestion, choose, chooseAddition };
}
