// Where `pnpm release:check` reads the manifests: the live host, and the remote's release from
// a URL, a local build, or the host's own remotes.json.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export class ReleaseCheckError extends Error {}

const TIMEOUT_MS = 5000;

export async function fetchJson(url, what) {
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-store' });
  } catch (error) {
    const reason = error.cause?.code ?? error.cause?.message ?? error.message;
    throw new ReleaseCheckError(`${what} at ${url} could not be read (is it up?): ${reason}`);
  }
  if (!response.ok) {
    throw new ReleaseCheckError(`${what} at ${url} answered ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new ReleaseCheckError(`${what} at ${url} is not JSON`);
  }
}

/** The manifest URLs remotes.json names for a remote: its release, and its canary if any. */
function manifestUrlsOf(entry) {
  if (typeof entry === 'string') return [entry];
  if (entry && typeof entry.url === 'string') {
    return typeof entry.canary?.url === 'string' ? [entry.url, entry.canary.url] : [entry.url];
  }
  return [];
}

/**
 * The remote's manifests to check, each with where it came from: `--dist` (a local build),
 * `--remote` (a URL), or else every release the host's remotes.json names for it.
 */
export async function remoteManifests({ remote, hostUrl, remoteUrl, dist }) {
  if (dist) {
    const file = path.resolve(dist, 'mf-manifest.json');
    try {
      return [{ source: file, manifest: JSON.parse(await readFile(file, 'utf8')) }];
    } catch (error) {
      throw new ReleaseCheckError(`${file} could not be read: ${error.message}`);
    }
  }
  const urls = remoteUrl
    ? [remoteUrl]
    : manifestUrlsOf((await fetchJson(new URL('/remotes.json', hostUrl), 'remotes.json'))[remote]);
  if (urls.length === 0) {
    throw new ReleaseCheckError(
      `the host's remotes.json names no release of ${remote}: pass --remote <url> or --dist <dir>`,
    );
  }
  return Promise.all(
    urls.map(async (url) => {
      const absolute = new URL(url, hostUrl).href;
      return { source: absolute, manifest: await fetchJson(absolute, `${remote}'s manifest`) };
    }),
  );
}

export const hostManifest = (hostUrl) =>
  fetchJson(new URL('/mf-manifest.json', hostUrl), "the host's manifest");
