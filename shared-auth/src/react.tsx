import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { authRuntime, type AuthSnapshot } from './auth-runtime';
import { forbiddenPath, signInPath } from './sign-in-path';

export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(
    authRuntime.subscribe,
    authRuntime.getSnapshot,
    authRuntime.getSnapshot,
  );
}

/** Renders its children for a signed-in visitor; sends anyone else to sign in and back. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) {
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  }
  return <>{children}</>;
}

/** True when the signed-in user holds every listed permission (spec section 6). */
export function useHasPermissions(permissions: readonly string[]): boolean {
  const { user } = useAuth();
  return permissions.every((permission) => user?.permissions.includes(permission));
}

/** A page check: without every listed permission the 403 page is shown instead. */
export function RequirePermissions({
  permissions,
  children,
}: {
  permissions: readonly string[];
  children: ReactNode;
}) {
  const allowed = useHasPermissions(permissions);
  if (!allowed) return <Navigate to={forbiddenPath()} replace />;
  return <>{children}</>;
}
