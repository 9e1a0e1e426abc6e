import { http, toPage, type ApiClient, type HydraCollection } from '@shop/shared-http';
import type { PriceAmounts } from '@shop/shared-ui';
import type { WishCardSize } from '@shop/contracts/schemas';
import type { ProductSummary } from '../../../api/catalogue-api';

export interface WishCard {
  id: number;
  name: string;
  productGroupId: number;
  size: WishCardSize;
  image: string;
  bgImage: string;
  thumbnail: string;
  isHandwritten: boolean;
  price: PriceAmounts;
}

/**
 * The cards that may go with the product (kept 15 minutes like every catalogue list), or an
 * empty list when the call failed (logged by the API client): the page then offers no card.
 */
export async function listWishCards(
  slug: string,
  signal?: AbortSignal,
  client: ApiClient = http(),
): Promise<WishCard[]> {
  const page = await client.cachedAll<WishCard>(
    `/catalogue/wish-cards?product=${encodeURIComponent(slug)}`,
    signal,
  );
  return page?.items ?? [];
}

/** Every product group that conflicts with one of `groups`, those themselves left out. */
export async function getConflictingGroups(groups: number[]): Promise<number[]> {
  const answer = await http().request<HydraCollection<number>>(
    `/catalogue/conflicting-product-groups?ids=${groups.join(',')}&excludeOwnProductGroup=true`,
  );
  return toPage(answer).items;
}

/** Products that go well with this one (a POST, as the spec's call is one). */
export async function listCombinations(slug: string): Promise<ProductSummary[]> {
  const answer = await http().create<HydraCollection<ProductSummary>>(
    '/catalogue/combination-info',
    { product: slug },
  );
  return toPage(answer).items;
}
