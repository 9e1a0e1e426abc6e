import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { authRuntime, type AuthSnapshot } from './auth-runtime';
import { forbiddenPath, logoutRedirect, signInPath, signInRedirect } from './sign-in-path';

export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(
    authRuntime.subscribe,
    authRuntime.getSnapshot,
    authRuntime.getSnapshot,
  );
}

/**
 * Renders its children for a signed-in visitor; sends anyone else to sign in and back. A
 * shopper who signs out here leaves for the logout redirect (or '/'), not for sign-in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(Boolean(user));
  if (user && !wasSignedIn) setWasSignedIn(true);
  const signedOutHere = !user && wasSignedIn;
  const redirectPath = `${location.pathname}${location.search}`;
  const redirect = signedOutHere ? logoutRedirect() : signInRedirect();
  useEffect(() => {
    if (user || !redirect) return;
    if (signedOutHere) (redirect as () => void)();
    else redirect(redirectPath);
  }, [user, redirect, redirectPath, signedOutHere]);
  if (!user) {
    // Leaving the page: nothing of the protected page is shown meanwhile.
    if (redirect) return <div aria-busy="true" className="shop-auth-redirecting" />;
    return <Navigate to={signedOutHere ? '/' : signInPath(redirectPath)} replace />;
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

// The account screens every team may show: the host's pages, the checkout's 'your data' step.
export {
  LoginRegisterChoice,
  RegistrationForm,
  ForgotPasswordForm,
  ResetPasswordForm,
  authPaths,
  safeRedirectPath,
  withRedirect,
  type LoginRegisterChoiceProps,
  type RegistrationFormProps,
} from './screens';
