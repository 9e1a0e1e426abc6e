import { shellPaths } from '@shop/contracts/routes';
import { safeRedirectPath } from '../core/authorization-flow';

export { safeRedirectPath };

/**
 * The host's account pages (the shell's paths of @shop/contracts/routes, Dutch as the spec gives
 * them); localize with useLocalizedPath.
 */
export const authPaths = {
  signIn: shellPaths.signIn,
  register: shellPaths.register,
  forgotPassword: shellPaths.forgotPassword,
  resetPassword: shellPaths.resetPassword,
} as const;

/** A link to another account page that keeps where the shopper wanted to go. */
export function withRedirect(path: string, redirectPath: string | null | undefined): string {
  const safe = safeRedirectPath(redirectPath);
  return safe ? `${path}?redirectPath=${encodeURIComponent(safe)}` : path;
}
