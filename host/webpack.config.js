const { createConfig } = require('@shop/webpack-config');
const { devRemotesManifest } = require('@shop/webpack-config/dev-remotes.cjs');
const { devHostConfig } = require('@shop/webpack-config/dev-host-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'host',
  runtimePlugins: [require.resolve('./src/federation/runtime-plugin.ts')],
  // In development the remotes manifest comes from the dev ports (or REMOTE_<NAME>_URL) and
  // the host configuration gives remotes longer to load (or REMOTE_LOAD_TIMEOUT_MS, LOGOUT_URL);
  // in production nginx serves the files the container writes from its environment.
  devServer: () => ({
    setupMiddlewares(middlewares, server) {
      server.app.get('/remotes.json', (_req, res) => res.json(devRemotesManifest()));
      server.app.get('/host-config.json', (_req, res) => res.json(devHostConfig()));
      return middlewares;
    },
  }),
});
