// What the host's federation code (host/src/federation/remote-modules.ts) calls, answered
// without federation for the monolith build: there are no remotes to register, and an exposed
// module is a lazy chunk of this one bundle.
import { exposedModules } from 'shop-monolith/exposed-modules';

export function registerRemotes() {}

export function loadRemote(moduleId) {
  const load = exposedModules[moduleId];
  return load ? load() : Promise.reject(new Error(`${moduleId} is not an exposed module`));
}
