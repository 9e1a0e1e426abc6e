// The host server's entry (ADR 0033). Federated apps start asynchronously, so the shared
// singletons (React, the router, i18next, shared-*) are negotiated before the server uses them.
import('./main').catch((error: unknown) => {
  console.error('[host-server] could not start', error);
  process.exit(1);
});
