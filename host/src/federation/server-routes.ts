import * as v from 'valibot';
import type { SiteRoutes } from '@shop/contracts/routes';

/** The element in which the server's page carries the routes it was rendered with. */
export const SERVER_ROUTES_ELEMENT_ID = 'shop-routes';

const siteRoutesSchema = v.object({
  pages: v.array(
    v.object({
      path: v.string(),
      module: v.custom<`${string}/${string}`>(
        (value) => typeof value === 'string' && /^[a-z]+\/[A-Za-z0-9]+$/.test(value),
      ),
      locale: v.optional(v.string()),
      requireAuth: v.boolean(),
      permissions: v.array(v.string()),
      browserOnly: v.boolean(),
    }),
  ),
  redirects: v.array(
    v.object({ from: v.string(), to: v.string(), locale: v.optional(v.string()) }),
  ),
});

/** The routes as the server writes them into its page (JSON, `<` escaped). */
export function serializeServerRoutes(routes: SiteRoutes): string {
  return JSON.stringify(routes).replace(/</g, '\\u003c');
}

/** The routes the server rendered this page with, or undefined on a page without a server. */
export function readServerRoutes(): SiteRoutes | undefined {
  const text = document.getElementById(SERVER_ROUTES_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = v.safeParse(siteRoutesSchema, JSON.parse(text));
    if (parsed.success) return parsed.output as SiteRoutes;
  } catch {
    // Unreadable: the browser reads the remotes' routes itself.
  }
  console.error('[host] the page’s routes are unreadable: reading the remotes’ own');
  return undefined;
}
