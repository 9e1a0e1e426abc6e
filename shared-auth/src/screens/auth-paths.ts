/** The host's account pages (Dutch paths, as the spec gives them); localize with useLocalizedPath. */
export const authPaths = {
  signIn: '/inloggen',
  register: '/registreren',
  forgotPassword: '/wachtwoord-vergeten',
  resetPassword: '/wachtwoord-herstellen',
} as const;

/**
 * A redirect target only when it stays on this site: '//evil.example' and '/\evil.example' are
 * other sites to a browser, and an open redirect would hand a fresh session to them.
 */
export function safeRedirectPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    return null;
  return path;
}

/** A link to another account page that keeps where the shopper wanted to go. */
export function withRedirect(path: string, redirectPath: string | null | undefined): string {
  const safe = safeRedirectPath(redirectPath);
  return safe ? `${path}?redirectPath=${encodeURIComponent(safe)}` : path;
}
