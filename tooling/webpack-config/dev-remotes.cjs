const { sitePorts } = require('./site-ports.cjs');

const remoteNames = ['account', 'checkout', 'product', 'giftcard', 'backoffice'];

/** remotes.json for the development site: REMOTE_<NAME>_URL wins over the dev port. */
function devRemotesManifest(env = process.env, ports = sitePorts) {
  return Object.fromEntries(
    remoteNames.map((name) => [
      name,
      env[`REMOTE_${name.toUpperCase()}_URL`] ?? `http://localhost:${ports[name]}/mf-manifest.json`,
    ]),
  );
}

module.exports = { devRemotesManifest, remoteNames };
