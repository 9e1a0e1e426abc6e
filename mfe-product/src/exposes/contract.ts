// Never imported: `pnpm typecheck` compiles it, and fails when an exposed module no longer
// takes what its contract in @shop/contracts promises the other teams (ADR 0034).
import type { HonoursContract } from '@shop/contracts/modules';
import type CataloguePage from './catalogue-page';
import type CategoryNav from './category-nav';
import type ProductPage from './product-page';

export type ProductContract = HonoursContract<
  'product',
  {
    CataloguePage: typeof CataloguePage;
    CategoryNav: typeof CategoryNav;
    ProductPage: typeof ProductPage;
  }
>;
