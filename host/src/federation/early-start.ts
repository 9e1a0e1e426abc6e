import { loadShareSync } from '@module-federation/enhanced/runtime';
import { loadHostConfig } from '../app/host-config';
import { browserShopper } from './browser-shopper';
import { registerRemotesFromManifest, loadRemoteModule } from './remote-modules';
import { chooseRemotes, type RemoteChoice } from './remote-choice';
import { fetchRemotesManifest } from './remotes-manifest';
import { readRemoteRoutes } from './remote-manifests';
import {
  composeRoutes,
  isPersonalWidget,
  modulesForPath,
  sameRoute,
  setSiteRoutes,
} from './route-modules';
import { readServerRoutes } from './server-routes';
import { startPhase } from '../app/phases';

let started: Promise<RemoteChoice> | null = null;
let routedAsServer = true;

/**
 * Whether the browser routes this page as the server did: a canary release may have moved its
 * pages (ADR 0036, 0037), and then the browser renders the page itself instead of hydrating.
 */
export function routesAsServer(): boolean {
  return routedAsServer;
}

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
 * remotes.json and host-config.json (both preloaded by index.html), picks each remote's release
 * for this shopper (a canary or the stable one, ADR 0037), registers the remotes with the
 * configured load timeout and starts loading the modules the URL needs, so they download
 * alongside React instead of after it. Nothing here may use a shared module: the page's entry
 * calls it, and shared modules are ready only in the bootstrap. Asked again, it answers the same
 * choice.
 */
export function startRemotes(pathname = window.location.pathname): Promise<RemoteChoice> {
  if (started) return started;
  const phaseDone = startPhase('federation-start');
  started = Promise.all([fetchRemotesManifest(), loadHostConfig()]).then(
    async ([manifest, config]) => {
      claimHostSingletons();
      const choice = chooseRemotes(manifest, browserShopper());
      registerRemotesFromManifest(choice.urls, config.remoteLoadTimeoutMs);
      // The site's routes: the ones the server rendered this page with, so the browser's tree is
      // the server's; without a server, or for a canary shopper (the server knows the stable
      // releases' routes only), the ones the chosen releases publish (ADR 0036, 0037).
      const server = readServerRoutes();
      const routes =
        (choice.canaries.length === 0 ? server : undefined) ??
        composeRoutes(await readRemoteRoutes(choice.urls, ROUTES_WAIT_MS));
      setSiteRoutes(routes);
      routedAsServer = !server || sameRoute(server, routes, pathname);
      // Personal widgets wait for the page to be idle (remote-slot.tsx): not started here.
      for (const moduleId of modulesForPath(pathname).filter((id) => !isPersonalWidget(id))) {
        loadRemoteModule(moduleId).catch(() => undefined);
      }
      phaseDone();
      return choice;
    },
  );
  return started;
}
