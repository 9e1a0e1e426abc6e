import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Reports every failed remote load in one recognisable line. The error is rethrown so the
 * slot's error boundary shows the localized fallback with its retry button.
 */
export default function shopRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-host-runtime-plugin',
    errorLoadRemote(args) {
      const { id, error, lifecycle } = args as { id: string; error: unknown; lifecycle: string };
      console.error(`[host] remote ${id} failed during ${lifecycle}`, error);
      throw error instanceof Error ? error : new Error(String(error));
    },
  };
}
