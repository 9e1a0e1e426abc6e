import { http } from '@shop/shared-http';

interface Collection<T> {
  'hydra:member': T[];
}

/** What `POST /postcode/suggestion` answers (ADR 0016). */
export interface PostcodeSuggestion {
  postcode: string;
  /** Null when the area holds several places: `cities` lists them for the shopper to choose. */
  city: string | null;
  cities: string[];
  /** Null while the data knows postcode areas only. */
  street: string | null;
}

/** A country of `/geography/countries`, named in the shopper's language. */
export interface Country {
  code: string;
  name: string;
  /** Whether the shop delivers there (the API's rule); any listed country takes an invoice. */
  delivers: boolean;
}

/** The address helpers of the API (ADR 0016), for every address form of the site. */
export const addressApi = {
  /** City (and street, where known) for a Dutch postcode; a 404 means none was found. */
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
