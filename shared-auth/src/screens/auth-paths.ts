import { safeRedirectPath } from '../core/authorization-flow';

export { safeRedirectPath };

/** The host's account pages (Dutch paths, as the spec gives them); localize with useLocalizedPath. */
export const authPaths = {
  signIn: '/inloggen',
  register: '/registreren',
  forgotPassword: '/wachtwoord-vergeten',
  resetPassword: '/wachtwoord-herstellen',
} as const;

/** A link to another account page that keeps where the shopper wanted to go. */
export function withRedirect(path: string, redirectPath: string | null | undefined): string {
  const safe = safeRedirectPath(redirectPath);
  return safe ? `${path}?redirectPath=${encodeURIComponent(safe)}` : path;
}
