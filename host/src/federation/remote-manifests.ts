import type { RemoteName } from '@shop/contracts/modules';
import type { RouteManifest } from '@shop/contracts/routes';
import type { RemoteChoice } from './remote-choice';
import { routesInManifest } from './route-modules';

/**
 * The remotes' mf-manifest.json files this page has read for their routes (ADR 0036), kept for
 * the federation runtime, which asks for the same files when it loads a remote's module: it
 * gets them from here (runtime-plugin.ts), so each is fetched once.
 */
const read = new Map<string, string>();

/** A manifest this page has read, once, as the runtime's answer; undefined otherwise. */
export function takeReadManifest(url: string): Response | undefined {
  const text = read.get(url);
  if (text === undefined) return undefined;
  read.delete(url);
  return new Response(text, { headers: { 'content-type': 'application/json' } });
}

async function readManifest(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  read.set(url, text);
  return JSON.parse(text) as unknown;
}

/**
 * The routes each remote publishes, read from its manifest. A remote whose manifest is not here
 * within `waitMs` (down, hanging) is left out: the host's known copy of its pages stands in, and
 * its slots show their fallback as before.
 */
export async function readRemoteRoutes(
  urls: RemoteChoice['urls'],
  waitMs: number,
): Promise<Partial<Record<RemoteName, RouteManifest>>> {
  const published: Partial<Record<RemoteName, RouteManifest>> = {};
  const reads = Object.entries(urls)
    .filter((entry): entry is [RemoteName, string] => typeof entry[1] === 'string')
    .map(async ([remote, entry]) => {
      const url = new URL(entry, window.location.href).href;
      const routes = routesInManifest(remote, await readManifest(url));
      if (routes) published[remote] = routes;
    });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(reads),
    new Promise((resolve) => (timer = setTimeout(resolve, waitMs))),
  ]);
  clearTimeout(timer);
  return { ...published };
}
