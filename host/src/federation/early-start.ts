import { registerRemotesFromManifest, loadRemoteModule } from './remote-modules';
import { fetchRemotesManifest, type RemotesManifest } from './remotes-manifest';
import { modulesForPath } from './route-modules';

let started: Promise<RemotesManifest> | null = null;

/**
 * What the page starts before React and the shared libraries have arrived: it reads
 * remotes.json (preloaded by index.html), registers the remotes and starts loading the modules
 * the URL needs, so they download alongside React instead of after it. Nothing here may use a
 * shared module: the page's entry calls it, and shared modules are ready only in the bootstrap.
 * Asked again, it answers the same manifest.
 */
export function startRemotes(pathname = window.location.pathname): Promise<RemotesManifest> {
  started ??= fetchRemotesManifest().then((manifest) => {
    registerRemotesFromManifest(manifest);
    for (const moduleId of modulesForPath(pathname)) {
      loadRemoteModule(moduleId).catch(() => undefined);
    }
    return manifest;
  });
  return started;
}
