// No shared module here (not the router, not shared-ui's main entry): the page's entry uses
// this table to start loading remotes before React and the shared libraries have arrived.
import * as v from 'valibot';
import { splitLocale } from '@shop/contracts/messages';
import type { ExposedModuleId, RemoteName } from '@shop/contracts/modules';
import {
  composeSiteRoutes,
  pageFor,
  redirectFor,
  routeManifestSchema,
  type RouteManifest,
  type SitePage,
  type SiteRoutes,
} from '@shop/contracts/routes';
import { knownRemoteRoutes } from './known-remote-routes';

/** The widgets every page shows in the header: the host's layout, the host's choice. */
export const headerWidgets = [
  'checkout/MiniCart',
  'product/CategoryNav',
] as const satisfies readonly ExposedModuleId[];

/** Header widgets that are personal: rendered in the browser only (ADR 0033). */
const browserOnlyWidgets: ReadonlySet<string> = new Set(['checkout/MiniCart']);

/**
 * The route manifest a remote published in its mf-manifest.json (`metaData.shopRoutes`), or
 * undefined when it has none or an invalid one (the console says which).
 */
export function routesInManifest(remote: string, manifest: unknown): RouteManifest | undefined {
  const routes = (manifest as { metaData?: { shopRoutes?: unknown } } | null)?.metaData?.shopRoutes;
  if (routes === undefined) return undefined;
  const parsed = v.safeParse(routeManifestSchema, routes);
  if (parsed.success) return parsed.output;
  console.error(`[host] remote ${remote} publishes invalid routes: ${v.summarize(parsed.issues)}`);
  return undefined;
}

/** The site's routes from what each remote published; the known copy for the others. */
export function composeRoutes(published: Partial<Record<RemoteName, RouteManifest>>): SiteRoutes {
  const { pages, redirects, conflicts } = composeSiteRoutes({
    ...knownRemoteRoutes,
    ...published,
  });
  for (const conflict of conflicts) console.error(`[host] route ${conflict}`);
  return { pages, redirects };
}

let current: SiteRoutes = composeRoutes({});

/** The routes the site runs with now. */
export function siteRoutes(): SiteRoutes {
  return current;
}

/** Sets the routes the site runs with: once in the browser, at each check on the server. */
export function setSiteRoutes(routes: SiteRoutes): void {
  current = routes;
}

/** The page a URL shows (its locale's own path first), or undefined for the host's own. */
export function pageForPath(pathname: string, routes = current): SitePage | undefined {
  const { locale, path } = splitLocale(pathname);
  return pageFor(routes, locale, path);
}

/** Whether two route tables show a URL alike: the same page by the same pattern, or the same forward. */
export function sameRoute(a: SiteRoutes, b: SiteRoutes, pathname: string): boolean {
  const { locale, path } = splitLocale(pathname);
  const pageA = pageFor(a, locale, path);
  const pageB = pageFor(b, locale, path);
  return (
    pageA?.module === pageB?.module &&
    pageA?.path === pageB?.path &&
    redirectFor(a, locale, path) === redirectFor(b, locale, path)
  );
}

/** Which exposed modules a URL needs, so their loading starts before React renders. */
export function modulesForPath(pathname: string, routes = current): SitePage['module'][] {
  const page = pageForPath(pathname, routes)?.module;
  return page ? [page, ...headerWidgets] : [...headerWidgets];
}

/**
 * Whether a module is a personal widget (the mini cart): rendered in the browser only, and only
 * once the page is idle after it has become usable (issue 32), so that it never delays the page.
 */
export function isPersonalWidget(moduleId: string): boolean {
  return browserOnlyWidgets.has(moduleId);
}

/** Whether a module renders in the browser only (a personal page or widget). */
export function isBrowserOnly(moduleId: string, routes = current): boolean {
  return (
    browserOnlyWidgets.has(moduleId) ||
    routes.pages.some((page) => page.module === moduleId && page.browserOnly)
  );
}

/** Every module the routes and the header name: what the server loads ahead of requests. */
export function everyModule(routes = current): ExposedModuleId[] {
  return [...new Set([...routes.pages.map((page) => page.module), ...headerWidgets])];
}
