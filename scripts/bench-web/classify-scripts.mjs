// Which team's bytes a script is. Every app is served from its own origin (host on one port,
// each remote on another, as in production), so the port says which app's dist/ a script came
// from. Within an app, the chunks its mf-manifest.json lists under `shared` hold the shared
// singletons (React, the router, i18next, jotai, shared-*): whichever app happens to provide
// them at run time, they are counted once as "shared", not against that app. Everything else
// an app serves (its entry, its remoteEntry.js with the federation runtime, its exposed
// modules and their chunks) counts against that app. A script from any other origin is "other".

import { createRequire } from 'node:module';

const { remoteNames } = createRequire(import.meta.url)(
  '../../tooling/webpack-config/remote-names.cjs',
);

/** The groups, in report order: the host, each remote of the one list, shared, other. */
export const scriptGroups = ['host', ...remoteNames, 'shared', 'other'];

/**
 * The chunk files that hold an app's shared modules, each with the modules it serves: the
 * chunks its mf-manifest.json lists under `shared`, and those the build's shared-chunks.json
 * adds (the chunks of what a shared module imports, which the manifest leaves out).
 * @param {{ shared?: { name: string, assets?: { js?: { sync?: string[], async?: string[] } } }[] }} manifest
 * @param {Record<string, string[]>} [sharedChunks]  shared-chunks.json: module → chunk files
 * @returns {Map<string, string[]>} chunk file → shared module names
 */
export function sharedChunkFiles(manifest, sharedChunks = {}) {
  const files = new Map();
  const add = (file, name) => {
    const names = files.get(file) ?? [];
    if (!names.includes(name)) files.set(file, [...names, name]);
  };
  for (const shared of manifest.shared ?? []) {
    const js = shared.assets?.js ?? {};
    for (const file of [...(js.sync ?? []), ...(js.async ?? [])]) add(file, shared.name);
  }
  for (const [name, chunkFiles] of Object.entries(sharedChunks)) {
    for (const file of chunkFiles) add(file, name);
  }
  return files;
}

/** Below this share of shared bytes a file counts as the app's, with its shared part split off. */
const MOSTLY_SHARED = 0.9;

/**
 * @param {string} url  a script's URL as the browser requested it
 * @param {object} site
 * @param {string} site.hostname                      where the apps are served (127.0.0.1)
 * @param {Record<string, number>} site.appPorts      app name (host, account, …) → port
 * @param {Record<string, Map<string, string[]>>} site.sharedFiles  app name → its shared chunks
 * @param {(app: string, file: string) => number | undefined} [site.sharedFractionOf]  the share
 *   of a file's bytes that came from shared sources (shared-fraction.mjs), when known
 * @param {(app: string, file: string) => number | undefined} [site.runtimeFractionOf]  the share
 *   of a file's bytes that is Module Federation's own code (shared-fraction.mjs), when known;
 *   a remote's `remoteEntry.js` is federation code whole (its container and loading code)
 * @param {(app: string, file: string) => { i18next: number, reactI18next: number } | undefined}
 *   [site.translationFractionsOf]  the shares of a file's bytes that are i18next's and
 *   react-i18next's code (shared-fraction.mjs), when known
 * @returns {{ group: string, sharedModules?: string[], sharedFraction?: number }} group is one
 *   of scriptGroups; a shared chunk also names the shared modules it holds; a file that holds
 *   shared modules beside the app's own code (the host's main.js, ADR 0013) counts against the
 *   app with `sharedFraction` of it split off as shared; `runtimeFraction` is set when a part
 *   of the file is federation's runtime, `i18nextFraction` and `reactI18nextFraction` when a
 *   part of it is the translator's code (whichever group the file counts against)
 */
export function describeScript(url, site) {
  const served = servedBy(url, site);
  if (!served) return { group: 'other' };
  const { app, file } = served;
  const described = describeOwner(served, site);
  const runtimeFraction =
    file === 'remoteEntry.js' ? 1 : (site.runtimeFractionOf?.(app, file) ?? 0);
  const translation = site.translationFractionsOf?.(app, file);
  return {
    ...described,
    ...(runtimeFraction > 0 ? { runtimeFraction } : {}),
    ...(translation?.i18next > 0 ? { i18nextFraction: translation.i18next } : {}),
    ...(translation?.reactI18next > 0 ? { reactI18nextFraction: translation.reactI18next } : {}),
  };
}

/** The app whose port served the script, and the script's file name; null for another origin. */
function servedBy(url, { hostname, appPorts }) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.hostname !== hostname) return null;
  const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
  const app = Object.keys(appPorts).find((name) => appPorts[name] === port);
  if (!app) return null;
  return { app, file: decodeURIComponent(parsed.pathname.split('/').pop() ?? '') };
}

function describeOwner({ app, file }, { sharedFiles, sharedFractionOf }) {
  const sharedModules = sharedFiles[app]?.get(file);
  const fraction = sharedFractionOf?.(app, file) ?? (sharedModules ? 1 : 0);
  if (sharedModules && fraction >= MOSTLY_SHARED) return { group: 'shared', sharedModules };
  if (fraction > 0) {
    return { group: app, sharedFraction: fraction, ...(sharedModules ? { sharedModules } : {}) };
  }
  return { group: app };
}

/** The group of scriptGroups a script's bytes count against (see describeScript). */
export const classifyScript = (url, site) => describeScript(url, site).group;

/**
 * Adds up bytes per group; a script's `sharedFraction` of its bytes goes to `shared`.
 * @param {{ group: string, bytes: number, sharedFraction?: number }[]} scripts
 * @returns {Record<string, number>} every group of scriptGroups (and any other group a script
 *   named, such as the monolith build's), plus `total`
 */
export function sumByGroup(scripts) {
  const sums = Object.fromEntries(scriptGroups.map((group) => [group, 0]));
  for (const { group, bytes, sharedFraction = 0 } of scripts) {
    sums[group] = (sums[group] ?? 0) + bytes * (1 - sharedFraction);
    sums.shared += bytes * sharedFraction;
  }
  sums.total = scripts.reduce((total, { bytes }) => total + bytes, 0);
  return sums;
}

/**
 * The gzip bytes of the scripts that a fraction describeScript names stands for: the
 * federation runtime (`runtimeFraction`), i18next (`i18nextFraction`), …
 * @param {{ gzipBytes: number }[]} scripts
 * @param {'runtimeFraction' | 'i18nextFraction' | 'reactI18nextFraction'} fraction
 */
export const fractionGzipBytes = (scripts, fraction) =>
  scripts.reduce((total, script) => total + script.gzipBytes * (script[fraction] ?? 0), 0);

/**
 * The translator's gzip bytes on a page (ADR 0029): i18next, and react-i18next with what it
 * bundles, wherever the page loaded them from.
 * @param {{ gzipBytes: number, i18nextFraction?: number, reactI18nextFraction?: number }[]} scripts
 * @returns {{ i18next: number, reactI18next: number }}
 */
export const translationGzipBytes = (scripts) => ({
  i18next: fractionGzipBytes(scripts, 'i18nextFraction'),
  reactI18next: fractionGzipBytes(scripts, 'reactI18nextFraction'),
});
