import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { authRuntime, type AuthSnapshot } from './auth-runtime';
import { signInPath } from './sign-in-path';

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
