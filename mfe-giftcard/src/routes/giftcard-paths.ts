import { splitLocale, useMountPath } from '@shop/shared-ui';

/** The gift card pages under their mount (`/cadeaukaart`): the routes and the loader agree. */
export const BALANCE_PAGE = 'saldo';
export const SALES_POINTS_PAGE = 'verkooppunten';

/**
 * Where the host mounted this module, inside the locale (`/cadeaukaart` on `/fr-be/cadeaukaart/…`):
 * the pages' canonical paths start there. The host owns the route table, not this team.
 */
export function useMountPathInLocale(): string {
  return splitLocale(useMountPath()).path.replace(/\/+$/, '');
}
