import { http } from '@shop/shared-http';
import type { PostcodeSuggestion } from '@shop/contracts/api';

interface Collection<T> {
  'hydra:member': T[];
}

/** What `POST /postcode/suggestion` answers (ADR 0016, ADR 0047), declared in @shop/contracts. */
export type { PostcodeSuggestion };

/** A country of `/geography/countries`, named in the shopper's language. */
export interface Country {
  code: string;
  name: string;
  /** Whether the shop delivers there (the API's rule); any listed country takes an invoice. */
  delivers: boolean;
}

/** The address helpers of the API (ADR 0016), for every address form of the site. */
export const addressApi = {
  /**
   * Street and city for a Dutch postcode and house number, or the postcode area's city when the
   * street cannot be had (`street_lookup`); a 404 means the postcode is not known at all.
   */
  postcodeSuggestion: (postcode: string, number: string) =>
    http().request<PostcodeSuggestion>('/postcode/suggestion', {
      method: 'POST',
      body: { postcode, number },
    }),
  /** Belgian places for what the shopper typed (a postcode or a name), at most ten. */
  belgianPlaces: async (q: string, signal?: AbortSignal) =>
    (
      await http().request<Collection<{ postcode: string; city: string }>>(
        `/data/city-and-postcode?q=${encodeURIComponent(q)}`,
        { signal },
      )
    )['hydra:member'],
  /** The countries an address may be in (no pagination). */
  countries: async () =>
    (await http().request<Collection<Country>>('/geography/countries'))['hydra:member'],
};
