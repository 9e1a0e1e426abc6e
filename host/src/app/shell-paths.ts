/** The shell's own pages (app.tsx renders them; the server answers them 200, not 404). */
export const shellPaths = [
  '/inloggen',
  '/registreren',
  '/wachtwoord-vergeten',
  '/wachtwoord-herstellen',
  '/authorize/callback',
  '/403',
] as const;

export type ShellPath = (typeof shellPaths)[number];
