// What the host's federation code (host/src/federation/remote-modules.ts, early-start.ts and the
// host server's server-remotes.ts) calls, answered without federation for the monolith builds,
// browser and server alike: there are no remotes to register, and an exposed module is a lazy
// chunk of this one bundle.
import { exposedModules } from 'shop-monolith/exposed-modules';

export function registerRemotes() {}

/** The shared modules are this bundle's own: nothing to claim. */
export function loadShareSync() {
  return () => undefined;
}

/** No federation instance: the host server's shared-version check has nothing to compare. */
export function getInstance() {
  return undefined;
}

export function loadRemote(moduleId) {
  const load = exposedModules[moduleId];
  return load ? load() : Promise.reject(new Error(`${moduleId} is not an exposed module`));
}

/** Every shared module is this bundle's own version: any range it is asked about is met. */
export function satisfy() {
  return true;
}
