// Never imported: `pnpm typecheck` compiles it, and fails when an exposed module no longer
// takes what its contract in @shop/contracts promises the other teams (ADR 0034).
import type { HonoursContract } from '@shop/contracts/modules';
import type BackofficeRoutes from './backoffice-routes';

export type BackofficeContract = HonoursContract<
  'backoffice',
  { BackofficeRoutes: typeof BackofficeRoutes }
>;
