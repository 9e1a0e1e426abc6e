import { useLocation, useParams } from '@shop/shared-ui/router';

/**
 * The path where the host mounted a remote's routes (`/fr-be/mijn-account` for
 * `/fr-be/mijn-account/adresboek`), so a remote can redirect inside its own area.
 */
export function useMountPath(): string {
  const { '*': splat = '' } = useParams();
  const { pathname } = useLocation();
  const base = splat ? pathname.slice(0, pathname.length - splat.length) : pathname;
  return base.replace(/\/+$/, '');
}
