import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeReadManifest } from './remote-manifests';

/**
 * Reports every failed remote load in one recognisable line. It returns nothing, so the
 * runtime forgets the failed manifest/entry (a retry really fetches again) and rejects the
 * load; the slot's error boundary then shows the localized fallback with its retry button.
 * Throwing here instead would leave the failed manifest request cached for good.
 */
export default function shopRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-host-runtime-plugin',
    // A remote's manifest the page already read for its routes is not fetched again.
    fetch(url) {
      const read = takeReadManifest(url);
      return read ? Promise.resolve(read) : undefined;
    },
    errorLoadRemote(args) {
      const { id, error, lifecycle } = args as { id: string; error: unknown; lifecycle: string };
      console.error(`[host] remote ${id} failed during ${lifecycle}`, error);
      return undefined;
    },
  };
}
