import { shellPaths } from '@shop/contracts/routes';

/** Where a visitor goes to sign in; the host sets the localized path at start-up. */
let buildSignInPath = (redirectPath: string) =>
  `${shellPaths.signIn}?redirectPath=${encodeURIComponent(redirectPath)}`;

export function configureSignInPath(builder: (redirectPath: string) => string): void {
  buildSignInPath = builder;
}

export function signInPath(redirectPath: string): string {
  return buildSignInPath(redirectPath);
}

/**
 * How a protected page, or a sign-in link, sends a visitor to sign in. The host sets it to the
 * authorize-page flow (a full page load of /authorize), which comes back to `redirectPath` or,
 * without one, to the page the visitor was on; without it, guards navigate to the sign-in path.
 */
type SignInRedirect = (redirectPath?: string) => void;
let signInRedirectHandler: SignInRedirect | null = null;

export function configureSignInRedirect(handler: SignInRedirect | null): void {
  signInRedirectHandler = handler;
}

export function signInRedirect(): SignInRedirect | null {
  return signInRedirectHandler;
}

/**
 * Where a shopper goes who signs out on a page that requires login (spec: the configured
 * logout URL, or '/'). The host sets a full page load of its localized home page; without it,
 * guards navigate to '/'.
 */
let logoutRedirectHandler: (() => void) | null = null;

export function configureLogoutRedirect(handler: (() => void) | null): void {
  logoutRedirectHandler = handler;
}

export function logoutRedirect(): (() => void) | null {
  return logoutRedirectHandler;
}

/** Where a visitor lacking a permission goes: the host's localized 403 page. */
let buildForbiddenPath = (): string => shellPaths.forbidden;

export function configureForbiddenPath(builder: () => string): void {
  buildForbiddenPath = builder;
}

export function forbiddenPath(): string {
  return buildForbiddenPath();
}
