const { sitePorts } = require('./site-ports.cjs');
const { remoteNames } = require('./remote-names.cjs');

/** remotes.json for the development site: REMOTE_<NAME>_URL wins over the dev port. */
function devRemotesManifest(env = process.env, ports = sitePorts) {
  return Object.fromEntries(
    remoteNames.map((name) => [
      name,
      env[`REMOTE_${name.toUpperCase()}_URL`] ?? `http://localhost:${ports[name]}/mf-manifest.json`,
    ]),
  );
}

/**
 * The origins the development pages' Content-Security-Policy lets in besides their own (the host
 * server's REMOTE_ORIGINS): each remote's dev server, and every dev server's live reload socket.
 */
function devRemoteOrigins(ports = sitePorts) {
  return [
    ...remoteNames.map((name) => `http://localhost:${ports[name]}`),
    ...['host', ...remoteNames].map((name) => `ws://localhost:${ports[name]}`),
  ].join(' ');
}

module.exports = { devRemotesManifest, devRemoteOrigins, remoteNames };
