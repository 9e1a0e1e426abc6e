import { loadHostConfig } from '../app/host-config';
import { registerRemotesFromManifest, loadRemoteModule } from './remote-modules';
import { fetchRemotesManifest, type RemotesManifest } from './remotes-manifest';
import { modulesForPath } from './route-modules';

let started: Promise<RemotesManifest> | null = null;

/**
 * What the page starts before React and the shared libraries have arrived: it reads
 * remotes.json and host-config.json (both preloaded by index.html), registers the remotes with
 * the configured load timeout and starts loading the modules
 * the URL needs, so they download alongside React instead of after it. Nothing here may use a
 * shared module: the page's entry calls it, and shared modules are ready only in the bootstrap.
 * Asked again, it answers the same manifest.
 */
export function startRemotes(pathname = window.location.pathname): Promise<RemotesManifest> {
  started ??= Promise.all([fetchRemotesManifest(), loadHostConfig()]).then(([manifest, config]) => {
    registerRemotesFromManifest(manifest, config.remoteLoadTimeoutMs);
    for (const moduleId of modulesForPath(pathname)) {
      loadRemoteModule(moduleId).catch(() => undefined);
    }
    return manifest;
  });
  return started;
}
