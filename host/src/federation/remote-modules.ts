import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedModuleId, ModuleProps } from '@shop/contracts/modules';
import type { RemoteChoice } from './remote-choice';

/**
 * A remote that accepts the connection and never answers must still give way to a fallback.
 * The host configuration sets the limit when it registers the remotes (production 5 s; the dev
 * servers, which build a remote on its first request, answer a longer one).
 */
export const REMOTE_LOAD_TIMEOUT_MS = 5000;
let loadTimeoutMs = REMOTE_LOAD_TIMEOUT_MS;

export class RemoteLoadError extends Error {
  constructor(
    readonly moduleId: string,
    reason: string,
  ) {
    super(`Remote module ${moduleId} could not be loaded: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}

/** Registers each remote at the manifest URL chosen for this shopper (`chooseRemotes`). */
export function registerRemotesFromManifest(
  urls: RemoteChoice['urls'],
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): void {
  loadTimeoutMs = timeoutMs;
  const remotes = Object.entries(urls)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href }));
  registerRemotes(remotes, { force: true });
}

/**
 * What an exposed module's file exports: its component, which takes the module's contract's
 * props (ADR 0034; each remote's `src/exposes/contract.ts` proves it), and for a page what the
 * server renderer may call (`loader`, ADR 0033).
 */
export type RemoteExports<Id extends ExposedModuleId = ExposedModuleId> = {
  default?: ComponentType<ModuleProps[Id]>;
} & Record<string, unknown>;
// Kept without their modules' types: each function answers its module's.
type AnyExports = Record<string, unknown>;
const inFlight = new Map<ExposedModuleId, Promise<AnyExports>>();
const loaded = new Map<ExposedModuleId, AnyExports>();
const failed = new Map<ExposedModuleId, { at: number; error: unknown }>();

/** How long a failed load counts for a slot that mounts afterwards. */
const RECENT_FAILURE_MS = 10_000;

/**
 * The error of a load that failed moments ago, or undefined: a slot that mounts just after its
 * module failed to load (the page the browser renders itself when a remote the server rendered
 * did not load here) shows its fallback at once instead of waiting for the time-out again.
 */
export function recentRemoteFailure(moduleId: ExposedModuleId): unknown {
  const failure = failed.get(moduleId);
  return failure && Date.now() - failure.at < RECENT_FAILURE_MS ? failure.error : undefined;
}

/**
 * The exports of a module that has finished loading, or undefined. A slot whose module is
 * already here renders it at once: suspending would show the skeleton and let React hold the
 * content back for its reveal throttle (about 300 ms) for nothing.
 */
export function loadedRemoteModule<Id extends ExposedModuleId>(
  moduleId: Id,
): RemoteExports<Id> | undefined {
  return loaded.get(moduleId) as RemoteExports<Id> | undefined;
}

/**
 * Loads an exposed module ('product/CataloguePage') once; concurrent callers share the load.
 * Failures and time-outs are forgotten so that a retry really tries again.
 */
export function loadRemoteModule<Id extends ExposedModuleId>(
  moduleId: Id,
  timeoutMs = loadTimeoutMs,
): Promise<RemoteExports<Id>> {
  const existing = inFlight.get(moduleId) as Promise<RemoteExports<Id>> | undefined;
  if (existing) return existing;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteLoadError(moduleId, `no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  const load = Promise.race([
    loadRemote<AnyExports>(moduleId).then(async (exports) => {
      if (!exports) throw new RemoteLoadError(moduleId, 'the remote returned nothing');
      // The module registered its texts as it loaded: they are here in the page's locale first.
      // (shared-ui is a shared module: imported once a module has loaded, never by the entry.)
      const { translationsReady } = await import('@shop/shared-ui');
      await translationsReady();
      loaded.set(moduleId, exports);
      return exports;
    }),
    timeout,
  ]).finally(() => clearTimeout(timer));
  inFlight.set(moduleId, load);
  failed.delete(moduleId);
  load.catch((error: unknown) => {
    inFlight.delete(moduleId);
    failed.set(moduleId, { at: Date.now(), error });
  });
  return load as Promise<RemoteExports<Id>>;
}

export function forgetRemoteModule(moduleId: ExposedModuleId): void {
  inFlight.delete(moduleId);
  loaded.delete(moduleId);
  failed.delete(moduleId);
}
