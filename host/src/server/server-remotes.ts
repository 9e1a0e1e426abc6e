import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetRemoteModule, loadRemoteModule } from '../federation/remote-modules';
import { chooseRemotes, shopperFromCookies } from '../federation/remote-choice';
import { remoteNames, type RemoteName } from '@shop/contracts/modules';
import { remotesManifestSchema, type RemotesManifest } from '../federation/remotes-manifest';
import type { RouteManifest } from '@shop/contracts/routes';
import {
  composeRoutes,
  everyModule,
  isBrowserOnly,
  modulesForPath,
  routesInManifest,
  sameRoute,
  setSiteRoutes,
  siteRoutes,
} from '../federation/route-modules';
import { publishesCanaryRoutes, readCanaryRoutes, routesWithCanaries } from './canary-routes';
import {
  describeUnmetNeeds,
  providedSharedVersions,
  unmetSharedNeeds,
  type SharedNeed,
} from '../federation/shared-requirements';
import { internalUrl } from './internal-origins';

export { configureInternalOrigins } from './internal-origins';

/** A remote as the server knows it: where its server container and its browser assets are. */
interface ServerRemote {
  /** The browser build's mf-manifest.json (remotes.json's URL). */
  manifestUrl: string;
  /** dist/server/remoteEntry.js beside it, with the release's hash: a new release, a new URL. */
  entry: string;
  /** Per exposed module ('./ProductPage'): the stylesheets and scripts the browser needs. */
  assets: Map<string, { css: string[]; js: string[] }>;
  /** The pages it publishes (ADR 0036); undefined for a release without a route manifest. */
  routes: RouteManifest | undefined;
}

const remotes = new Map<string, ServerRemote>();
/** remotes.json as last read: the canaries in it decide per request (`canariesFor`). */
let latestManifest: RemotesManifest = {};

async function readRemotesJson(source: string): Promise<RemotesManifest> {
  const text = /^https?:/.test(source)
    ? await fetch(source, { signal: AbortSignal.timeout(5000) }).then((response) => {
        if (!response.ok) throw new Error(`${source} answered ${response.status}`);
        return response.text();
      })
    : await readFile(source, 'utf8');
  return v.parse(remotesManifestSchema, JSON.parse(text));
}

const serverEntryOf = (manifestUrl: string) =>
  internalUrl(new URL('server/remoteEntry.js', manifestUrl).href);

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000), cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

interface BrowserManifest {
  shared?: SharedNeed[];
  exposes?: {
    path: string;
    assets: { css: { sync: string[]; async: string[] }; js: { sync: string[] } };
  }[];
}

/** The browser assets of each exposed module, from the remote's mf-manifest.json. */
function browserAssets(manifest: BrowserManifest, manifestUrl: string): ServerRemote['assets'] {
  const absolute = (file: string) => new URL(file, manifestUrl).href;
  return new Map(
    (manifest.exposes ?? []).map((exposed) => [
      exposed.path,
      {
        css: [...exposed.assets.css.sync, ...exposed.assets.css.async].map(absolute),
        js: exposed.assets.js.sync.map(absolute),
      },
    ]),
  );
}

/**
 * Why the host must not mount this release, as the browser's host would say it (ADR 0035): the
 * server renders no remote the browser refuses, or the page would not be the one it hydrates.
 */
function refusal(name: string, manifest: BrowserManifest): string | undefined {
  const options = getInstance()?.options;
  if (!options) return undefined;
  const unmet = unmetSharedNeeds(manifest.shared ?? [], providedSharedVersions(options));
  return unmet.length > 0 ? describeUnmetNeeds(name, unmet, 'host-server') : undefined;
}

/**
 * Reads remotes.json and each remote's server entry; a remote whose entry changed (a new
 * release, or remotes.json pointing elsewhere: a rollback) is registered again, and the modules
 * loaded from its old release are forgotten. Pages render with the new code from then on, with
 * no restart of the host server. A remote that does not answer, or is no longer listed, renders
 * in the browser only until it answers again: the browser could not load it either, and the
 * server's page must be the page the browser hydrates.
 */
export async function refreshRemotes(source: string): Promise<void> {
  const manifest = await readRemotesJson(source);
  latestManifest = manifest;
  const changed: { name: string; entry: string }[] = [];
  for (const name of remoteNames) {
    // The stable release: a canary renders in its shoppers' browsers only (ADR 0037).
    const manifestUrl = manifest[name]?.url;
    if (!manifestUrl) {
      markUnavailable(name, 'not in remotes.json');
      continue;
    }
    try {
      const serverEntry = serverEntryOf(manifestUrl);
      const release = createHash('sha256')
        .update(await fetchText(serverEntry))
        .digest('hex');
      const entry = `${serverEntry}?release=${release.slice(0, 16)}`;
      if (refusedReleases.get(name) === entry) continue;
      unavailable.delete(name);
      if (remotes.get(name)?.entry === entry) continue;
      const browserManifest = JSON.parse(
        await fetchText(internalUrl(manifestUrl)),
      ) as BrowserManifest;
      const refused = refusal(name, browserManifest);
      if (refused) {
        refusedReleases.set(name, entry);
        remotes.delete(name);
        for (const moduleId of modulesOf(name)) forgetRemoteModule(moduleId);
        unavailable.add(name);
        console.error(refused);
        continue;
      }
      refusedReleases.delete(name);
      remotes.set(name, {
        manifestUrl,
        entry,
        assets: browserAssets(browserManifest, manifestUrl),
        routes: routesInManifest(name, browserManifest),
      });
      changed.push({ name, entry });
    } catch (error) {
      markUnavailable(name, error);
    }
  }
  // The site's routes as the remotes publish them; a remote that is down keeps its last ones.
  const published = Object.fromEntries(
    [...remotes].flatMap(([remote, known]) => (known.routes ? [[remote, known.routes]] : [])),
  );
  setSiteRoutes(composeRoutes(published));
  await readCanaryRoutes(manifest, published, async (url) =>
    JSON.parse(await fetchText(internalUrl(url))),
  );
  if (changed.length === 0) return;
  registerRemotes(changed, { force: true });
  for (const { name } of changed) {
    for (const moduleId of modulesOf(name)) forgetRemoteModule(moduleId);
    console.info(`[host-server] remote ${name} registered from ${remotes.get(name)?.entry}`);
  }
  // The modules load now, not on a shopper's request.
  for (const { name } of changed) {
    for (const moduleId of modulesOf(name)) {
      loadRemoteModule(moduleId, 30_000).catch((error: unknown) =>
        console.error(`[host-server] ${moduleId} could not be loaded`, error),
      );
    }
  }
}

const unavailable = new Set<string>();
/** Per remote, the release whose shared needs the host does not meet: not fetched again. */
const refusedReleases = new Map<string, string>();
const modulesOf = (name: string) => everyModule().filter((id) => id.startsWith(`${name}/`));

function markUnavailable(name: string, reason: unknown): void {
  if (unavailable.has(name)) return;
  unavailable.add(name);
  console.error(`[host-server] remote ${name} renders in the browser only for now:`, reason);
}

/** Whether the server renders this remote's modules: it answered the last check. */
export function isRemoteAvailable(name: string): boolean {
  return remotes.has(name) && !unavailable.has(name);
}

/**
 * The remotes of the page at `pathname` whose canary this request's shopper gets (ADR 0037),
 * from the Cookie header and remotes.json as last read. The server holds one release of each
 * remote (a remote's texts and shared state are the process's), the stable one: a canary
 * shopper's page leaves those remotes to the browser, as for a remote that is down. The page is
 * the one the canaries' routes show (canary-routes.ts): a canary that adds, moves or forwards
 * this address makes the answer the shopper's too. A canary of a remote the server would not
 * render on this page, and that routes it alike, changes nothing in it.
 */
export function canariesFor(cookie: string | undefined, pathname: string): RemoteName[] {
  const chosen = chooseRemotes(latestManifest, shopperFromCookies(cookie)).canaries;
  if (chosen.length === 0) return [];
  const routes = routesWithCanaries(chosen);
  const onPage = new Set(
    modulesForPath(pathname, routes)
      .filter((moduleId) => !isBrowserOnly(moduleId, routes))
      .map((moduleId) => moduleId.split('/')[0]),
  );
  const routedOtherwise = !sameRoute(siteRoutes(), routes, pathname);
  return chosen.filter(
    (name) => onPage.has(name) || (routedOtherwise && publishesCanaryRoutes(name)),
  );
}

/** The manifest URL of each remote of `moduleIds` (rendered modules): the page's releases. */
export function manifestUrlsOf(moduleIds: readonly string[]): Partial<Record<RemoteName, string>> {
  const names = new Set(moduleIds.map((moduleId) => moduleId.split('/')[0] as RemoteName));
  return Object.fromEntries(
    [...names].flatMap((name) => {
      const manifestUrl = remotes.get(name)?.manifestUrl;
      return manifestUrl ? [[name, manifestUrl]] : [];
    }),
  );
}

/** The releases the server renders with: part of a cached page's key. */
export function remoteReleases(): string {
  return remoteNames
    .map((name) => (isRemoteAvailable(name) ? remotes.get(name)?.entry : '-'))
    .join('|');
}

/** Checks remotes.json and the remotes' releases every `intervalMs`. */
export function followRemotes(source: string, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    refreshRemotes(source)
      .catch((error: unknown) => console.error('[host-server] remotes.json unreadable', error))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The stylesheets and scripts the browser needs for the modules a page rendered. */
export function assetsOf(moduleIds: readonly string[]): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  for (const moduleId of moduleIds) {
    const [name, exposed] = moduleId.split('/');
    const assets = remotes.get(name as RemoteName)?.assets.get(`./${exposed}`);
    assets?.css.forEach((file) => css.add(file));
    assets?.js.forEach((file) => js.add(file));
  }
  return { css: [...css], js: [...js] };
}
