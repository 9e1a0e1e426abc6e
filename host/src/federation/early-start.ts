import { loadShareSync } from '@module-federation/enhanced/runtime';
import { loadHostConfig } from '../app/host-config';
import { browserShopper } from './browser-shopper';
import { registerRemotesFromManifest, loadRemoteModule } from './remote-modules';
import { chooseRemotes, type RemoteChoice } from './remote-choice';
import { fetchRemotesManifest } from './remotes-manifest';
import { modulesForPath } from './route-modules';

let started: Promise<RemoteChoice> | null = null;

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
  started ??= Promise.all([fetchRemotesManifest(), loadHostConfig()]).then(([manifest, config]) => {
    claimHostSingletons();
    const choice = chooseRemotes(manifest, browserShopper());
    registerRemotesFromManifest(choice.urls, config.remoteLoadTimeoutMs);
    for (const moduleId of modulesForPath(pathname)) {
      loadRemoteModule(moduleId).catch(() => undefined);
    }
    return choice;
  });
  return started;
}
