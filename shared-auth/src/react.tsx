import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from '@shop/shared-ui/router';
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { authRuntime, type AuthSnapshot, type AuthUser } from './auth-runtime';
import { forbiddenPath, logoutRedirect, signInPath, signInRedirect } from './sign-in-path';

// The runtime is the source of truth (React-free, one per page); these atoms mirror it for
// React. A change of the runtime bumps the version, and every atom reading it recomputes. The
// shop uses jotai's default store (jotai is a page singleton), which follows the runtime at all
// times, so even a first render reads the current user. A component under its own jotai
// Provider catches up when the atom mounts.
const runtimeVersionAtom = atom(0);
authRuntime.subscribe(() => getDefaultStore().set(runtimeVersionAtom, (version) => version + 1));
runtimeVersionAtom.onMount = (setVersion) => {
  setVersion((version) => version + 1);
  return authRuntime.subscribe(() => setVersion((version) => version + 1));
};

/** Who the visitor is: `{ user }`, null for anonymous visitors. */
export const authAtom = atom<AuthSnapshot>((get) => {
  get(runtimeVersionAtom);
  return authRuntime.getSnapshot();
});
/** The signed-in user (uuid, currentCompany, permissions), or null. */
export const userAtom = atom<AuthUser | null>((get) => get(authAtom).user);
/** The signed-in user's permissions; none for anonymous visitors. */
export const permissionsAtom = atom<readonly string[]>((get) => get(userAtom)?.permissions ?? []);

export function useAuth(): AuthSnapshot {
  return useAtomValue(authAtom);
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
  const granted = useAtomValue(permissionsAtom);
  return permissions.every((permission) => granted.includes(permission));
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

/** What a route says about access, in its `handle` (React Router's place for route meta). */
export interface AuthRouteHandle {
  /** true: signed-in visitors only; false: open even when login is required by default. */
  requireAuth?: boolean;
  /** Every one of these is needed, or the 403 page is shown. */
  permissions?: readonly string[];
}

/**
 * Puts the guards on route objects from their meta: `handle.requireAuth` wraps the element in
 * `RequireAuth`, `handle.permissions` in `RequirePermissions`. With `requireAuthByDefault` every
 * route not marked `requireAuth: false` needs a signed-in visitor. A guarded layout guards its
 * children too; children are walked so each can add its own permissions.
 */
export function withAuthGuards(
  routes: RouteObject[],
  options: { requireAuthByDefault?: boolean } = {},
): RouteObject[] {
  return routes.map((route) => {
    const handle = (route.handle ?? {}) as AuthRouteHandle;
    const requireAuth = handle.requireAuth ?? options.requireAuthByDefault ?? false;
    let element = route.element;
    if (element !== undefined && element !== null) {
      if (handle.permissions?.length)
        element = (
          <RequirePermissions permissions={handle.permissions}>{element}</RequirePermissions>
        );
      if (requireAuth) element = <RequireAuth>{element}</RequireAuth>;
    }
    const children = route.children
      ? // Inside a guarded route, children need no second sign-in check.
        withAuthGuards(route.children, {
          requireAuthByDefault: requireAuth ? false : options.requireAuthByDefault,
        })
      : undefined;
    return { ...route, element, ...(children ? { children } : {}) } as RouteObject;
  });
}

export { SignInLink } from './sign-in-link';

// The account screens (sign-in choice, registration, forgot and reset password) are their own
// entry, `@shop/shared-auth/screens`, so pages that show none of them do not load them.
export { authPaths, safeRedirectPath, withRedirect } from './screens/auth-paths';
