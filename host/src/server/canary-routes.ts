import type { RouteManifest, SiteRoutes } from '@shop/contracts/routes';
import { composeRoutes, routesInManifest, siteRoutes } from '../federation/route-modules';
import { remoteNames, type RemoteName } from '@shop/contracts/modules';
import type { RemotesManifest } from '../federation/remotes-manifest';

/**
 * The pages the canary releases publish (ADR 0036, 0037). The server renders the stable releases
 * only, but a canary may add, move or forward pages; for a shopper who gets a canary the server
 * routes with that canary's pages in place of its stable release's. A page only the canary has is
 * then a page, not the 404: the server renders the rest of it and leaves the canary's part to
 * the browser, as on any canary page, and writes the same routes into it that the shopper's
 * browser reads from the releases it chose, so the browser hydrates it.
 */
let stablePages: Partial<Record<RemoteName, RouteManifest>> = {};
let canaryPages: Partial<Record<RemoteName, RouteManifest>> = {};
/** The routes per set of canaries, made once per change of what the releases publish. */
const composed = new Map<string, SiteRoutes>();

/**
 * Reads the route manifest of each canary in remotes.json (its mf-manifest.json, the same file
 * its shoppers' browsers read), beside the stable releases' routes the server has read. A canary
 * whose manifest cannot be read publishes nothing: its shoppers' browsers cannot load it either.
 */
export async function readCanaryRoutes(
  manifest: RemotesManifest,
  stable: Partial<Record<RemoteName, RouteManifest>>,
  readManifest: (url: string) => Promise<unknown>,
): Promise<void> {
  const canaries: Partial<Record<RemoteName, RouteManifest>> = {};
  await Promise.all(
    remoteNames.map(async (name) => {
      const url = manifest[name]?.canary?.url;
      if (!url) return;
      try {
        const routes = routesInManifest(name, await readManifest(url));
        if (routes) canaries[name] = routes;
      } catch (error) {
        console.error(`[host-server] the canary of ${name} publishes no routes now:`, error);
      }
    }),
  );
  // Composed again only when a release publishes other pages (the check runs every few seconds).
  if (JSON.stringify([stable, canaries]) === JSON.stringify([stablePages, canaryPages])) return;
  stablePages = stable;
  canaryPages = canaries;
  composed.clear();
}

/** Whether the canary of `name` publishes routes of its own. */
export const publishesCanaryRoutes = (name: RemoteName) => canaryPages[name] !== undefined;

/** The site's routes for a shopper who gets these canaries: the stable routes when none. */
export function routesWithCanaries(canaries: readonly string[]): SiteRoutes {
  const own = remoteNames.filter((name) => canaries.includes(name) && canaryPages[name]);
  if (own.length === 0) return siteRoutes();
  const key = own.join(',');
  let routes = composed.get(key);
  if (!routes) {
    routes = composeRoutes({
      ...stablePages,
      ...Object.fromEntries(own.map((name) => [name, canaryPages[name]])),
    });
    composed.set(key, routes);
  }
  return routes;
}
