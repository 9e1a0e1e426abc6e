// Never imported: `pnpm typecheck` compiles it, and fails when an exposed module no longer
// takes what its contract in @shop/contracts promises the other teams (ADR 0034).
import type { HonoursContract } from '@shop/contracts/modules';
import type GiftcardRoutes from './giftcard-routes';
import type OrderSearchPage from './order-search-page';

export type GiftcardContract = HonoursContract<
  'giftcard',
  { GiftcardRoutes: typeof GiftcardRoutes; OrderSearchPage: typeof OrderSearchPage }
>;
