/**
 * The site's paths that others write (issue 34), inside the locale prefix (`localizedPath` of
 * `@shop/contracts/messages`), Dutch as the spec gives them. Written here once: the host routes
 * the shell's pages by them, and the API links to them (mails, the /authorize page) and keeps
 * them from crawlers (robots.txt).
 */

/** The shell's own pages: the host renders them, and its server answers them 200, not 404. */
export const shellPaths = {
  signIn: '/inloggen',
  register: '/registreren',
  forgotPassword: '/wachtwoord-vergeten',
  resetPassword: '/wachtwoord-herstellen',
  /** Where the authorize page sends a signed-in shopper back (ADR 0009). */
  authorizeCallback: '/authorize/callback',
  forbidden: '/403',
} as const;

export type ShellPath = (typeof shellPaths)[keyof typeof shellPaths];

/**
 * The remotes' pages that are linked to from outside the page (a mail, robots.txt, another
 * team's page). Each lies in a page its remote publishes (its route-manifest.json, ADR 0036):
 * tooling/contracts/site-paths.test.mjs checks them against the manifests.
 */
export const remotePagePaths = {
  /** The account area (account), and the company's one before it has an account. */
  account: '/mijn-account',
  newAccount: '/account-nieuw',
  /** An order in the account area (account). */
  accountOrder: (uuid: string) => `/mijn-account/bestellingen/${encodeURIComponent(uuid)}`,
  /** The cart and checkout (checkout); the order's confirmation, where a payment comes back. */
  cart: '/winkelwagen',
  checkout: '/afrekenen',
  orderConfirmation: (uuid: string) => `/afrekenen/bevestiging/${encodeURIComponent(uuid)}`,
  /** A gift card's balance (giftcard). */
  giftCardBalance: '/cadeaukaart/saldo',
} as const;
