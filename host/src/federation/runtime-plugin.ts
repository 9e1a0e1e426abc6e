import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeReadManifest } from './remote-manifests';
import {
  providedSharedVersions,
  SharedVersionMismatchError,
  unmetSharedNeeds,
  type SharedNeed,
} from './shared-requirements';

/**
 * Reports every failed remote load in one recognisable line. It returns nothing, so the
 * runtime forgets the failed manifest/entry (a retry really fetches again) and rejects the
 * load; the slot's error boundary then shows the localized fallback with its retry button.
 * Throwing here instead would leave the failed manifest request cached for good.
 *
 * A remote whose manifest needs a shared version the host does not provide is refused before
 * its code loads (ADR 0035): the singletons would otherwise run the host's copy under a remote
 * built for another one, and fail somewhere less clear. That refusal stays for the page's life.
 */
export default function shopRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-host-runtime-plugin',
    // A remote's manifest the page already read for its routes is not fetched again.
    fetch(url) {
      const read = takeReadManifest(url);
      return read ? Promise.resolve(read) : undefined;
    },
    loadRemoteSnapshot(args) {
      const needs = (args.manifestJson?.shared ?? []) as SharedNeed[];
      const unmet = unmetSharedNeeds(needs, providedSharedVersions(args.options));
      if (unmet.length > 0) throw new SharedVersionMismatchError(args.moduleInfo.name, unmet);
      return args;
    },
    errorLoadRemote(args) {
      const { id, error, lifecycle } = args as { id: string; error: unknown; lifecycle: string };
      if (error instanceof SharedVersionMismatchError) console.error(error.description);
      else console.error(`[host] remote ${id} failed during ${lifecycle}`, error);
      return undefined;
    },
  };
}
