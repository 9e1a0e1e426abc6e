import { localizedPath, locales } from '@shop/contracts/messages';
import { remotePagePaths, shellPaths } from '@shop/contracts/routes';

/**
 * The site's pages that are a shopper's own or lead nowhere for a search engine, by the paths
 * the host routes them by (@shop/contracts/routes): the account area under both its paths,
 * checkout, cart, and signing in (the API's /authorize page, below which lies the shell's
 * /authorize/callback, registering, the password pages). A robots.txt rule is a path prefix, so
 * each covers everything below it.
 */
export const privatePaths = [
  remotePagePaths.account,
  remotePagePaths.newAccount,
  remotePagePaths.checkout,
  remotePagePaths.cart,
  shellPaths.signIn,
  shellPaths.register,
  shellPaths.forgotPassword,
  shellPaths.resetPassword,
  '/authorize',
] as const;

/**
 * GET /robots.txt (ADR 0031): everything may be crawled but the private pages, in every locale
 * (nl-nl at the root, the others under their prefix), and the sitemap is on `origin`.
 */
export function robotsTxt(origin: string): string {
  const disallowed = locales.flatMap((locale) =>
    privatePaths.map((path) => `Disallow: ${localizedPath(locale, path)}`),
  );
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
