import { loadShareSync } from '@module-federation/enhanced/runtime';
import { loadHostConfig } from '../app/host-config';
import { registerRemotesFromManifest, loadRemoteModule } from './remote-modules';
import { fetchRemotesManifest, type RemotesManifest } from './remotes-manifest';
import { readRemoteRoutes } from './remote-manifests';
import { composeRoutes, modulesForPath, setSiteRoutes } from './route-modules';
import { readServerRoutes } from './server-routes';

let started: Promise<RemotesManifest> | null = null;

/**
 * How long a page without a server waits for the remotes' manifests and their routes. A remote
 * that has not answered by then keeps the pages the host knew of it (route-modules.ts).
 */
const ROUTES_WAIT_MS = 1500;

// The singletons the host provides with its own code (ADR 0013), as the page's copies.
const hostSingletons = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  'jotai',
  'i18next',
  'react-i18next',
  '@shop/shared-http',
  '@shop/shared-ui',
  '@shop/shared-ui/router',
  '@shop/shared-auth',
];

/**
 * Marks the host's copies of the singletons as the page's before any remote registers its own:
 * a remote module that arrives first (the page preloads the ones the server rendered) would
 * otherwise get its own copy chosen, and the host's would go unused. Nothing is run: the factory
 * stays as it is until the bootstrap imports it.
 */
function claimHostSingletons(): void {
  for (const name of hostSingletons) {
    try {
      loadShareSync(name);
    } catch (error) {
      console.error(`[host] shared ${name} is not provided by the host`, error);
    }
  }
}

/**
 * What the page starts before React and the shared libraries have arrived: it reads
 * remotes.json and host-config.json (both preloaded by index.html), registers the remotes with
 * the configured load timeout and starts loading the modules
 * the URL needs, so they download alongside React instead of after it. Nothing here may use a
 * shared module: the page's entry calls it, and shared modules are ready only in the bootstrap.
 * Asked again, it answers the same manifest.
 */
export function startRemotes(pathname = window.location.pathname): Promise<RemotesManifest> {
  started ??= Promise.all([fetchRemotesManifest(), loadHostConfig()]).then(
    async ([manifest, config]) => {
      claimHostSingletons();
      registerRemotesFromManifest(manifest, config.remoteLoadTimeoutMs);
      // The site's routes: the ones the server rendered this page with, so the browser's tree is
      // the server's; without a server, the ones the remotes publish (ADR 0036).
      setSiteRoutes(
        readServerRoutes() ?? composeRoutes(await readRemoteRoutes(manifest, ROUTES_WAIT_MS)),
      );
      for (const moduleId of modulesForPath(pathname)) {
        loadRemoteModule(moduleId).catch(() => undefined);
      }
      return manifest;
    },
  );
  return started;
}
