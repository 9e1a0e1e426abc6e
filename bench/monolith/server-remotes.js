// The host server's remotes (host/src/server/server-remotes.ts) for the monolith's server build:
// there are no remotes to fetch or register, every exposed module is part of this one program,
// and the browser assets of a page's modules are the monolith build's chunks
// (monolith-assets.json, written by its browser build beside index.html). The rest of the host
// server (rendering, the page template, the page cache, the stylesheets inlined) is the host's
// own, so the monolith's pages are served as the real site's are (issue 32).
import { readFileSync } from 'node:fs';
import process from 'node:process';
import path from 'node:path';
import { composeRoutes, setSiteRoutes } from '../../host/src/federation/route-modules';

let remotesJson = {};
let assets;

function monolithAssets() {
  assets ??= JSON.parse(
    readFileSync(
      path.join(path.dirname(process.env.HTML_TEMPLATE), 'monolith-assets.json'),
      'utf8',
    ),
  );
  return assets;
}

export function configureInternalOrigins() {}

/** remotes.json as the page's browser reads it: its URLs are what the server "rendered". */
export async function refreshRemotes(source) {
  remotesJson = JSON.parse(readFileSync(source, 'utf8'));
  // The pages the host knows of each team: in one bundle, the same for server and browser.
  setSiteRoutes(composeRoutes({}));
}

export const followRemotes = () => () => undefined;
export const isRemoteAvailable = () => true;
export const canariesFor = () => [];
export const remoteReleases = () => 'monolith';

/** A remote's stable release in remotes.json: its URL, or an object with it (ADR 0037). */
const stableUrl = (entry) => (typeof entry === 'string' ? entry : entry?.url);

export function manifestUrlsOf(moduleIds) {
  const names = new Set(moduleIds.map((moduleId) => moduleId.split('/')[0]));
  return Object.fromEntries(
    [...names].flatMap((name) => {
      const url = stableUrl(remotesJson[name]);
      return url ? [[name, url]] : [];
    }),
  );
}

export function assetsOf(moduleIds) {
  const css = new Set();
  const js = new Set();
  for (const moduleId of moduleIds) {
    const chunk = monolithAssets()[moduleId];
    chunk?.css.forEach((file) => css.add(file));
    chunk?.js.forEach((file) => js.add(file));
  }
  return { css: [...css], js: [...js] };
}
