/**
 * How long a remote may take to load on the development site. A dev server compiles a remote
 * on its first request, which on a busy machine takes far longer than production's 5 s; with
 * the production limit a first visit showed 'Er is een fout opgetreden' for a remote that was
 * merely still building.
 */
const DEV_REMOTE_LOAD_TIMEOUT_MS = 30_000;

/**
 * host-config.json for the development site: REMOTE_LOAD_TIMEOUT_MS and LOGOUT_URL from the
 * environment win over the defaults. The shell checks the answer with its schema.
 */
function devHostConfig(env = process.env) {
  const config = { remoteLoadTimeoutMs: DEV_REMOTE_LOAD_TIMEOUT_MS };
  if (env.REMOTE_LOAD_TIMEOUT_MS) {
    const value = Number(env.REMOTE_LOAD_TIMEOUT_MS);
    if (!Number.isInteger(value)) {
      throw new Error(
        `REMOTE_LOAD_TIMEOUT_MS must be a whole number of milliseconds, not "${env.REMOTE_LOAD_TIMEOUT_MS}"`,
      );
    }
    config.remoteLoadTimeoutMs = value;
  }
  if (env.LOGOUT_URL) config.logoutUrl = env.LOGOUT_URL;
  return config;
}

module.exports = { devHostConfig, DEV_REMOTE_LOAD_TIMEOUT_MS };
