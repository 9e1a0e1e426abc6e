import { http } from '@shop/shared-http';

interface Collection<T> {
  'hydra:member': T[];
}

/** The address helpers of the API (ADR 0016), for every address form of the site. */
export const addressApi = {
  /** City (and street, where known) for a Dutch postcode; a 404 means none was found. */
  postcodeSuggestion: (postcode: string, number: string) =>
    http().request<{ postcode: string; city: string; street: string | null }>(
      '/postcode/suggestion',
      { method: 'POST', body: { postcode, number } },
    ),
  /** Belgian places for what the shopper typed (a postcode or a name), at most ten. */
  belgianPlaces: async (q: string, signal?: AbortSignal) =>
    (
      await http().request<Collection<{ postcode: string; city: string }>>(
        `/data/city-and-postcode?q=${encodeURIComponent(q)}`,
        { signal },
      )
    )['hydra:member'],
};
