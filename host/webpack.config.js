const { createConfig } = require('@shop/webpack-config');
const { devRemotesManifest } = require('@shop/webpack-config/dev-remotes.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'host',
  title: 'Bloem & Zo — bloemen en cadeaus',
  runtimePlugins: [require.resolve('./src/federation/runtime-plugin.ts')],
  // In development the remotes manifest comes from the dev ports (or REMOTE_<NAME>_URL);
  // in production nginx serves the file the container writes from its environment.
  devServer: () => ({
    setupMiddlewares(middlewares, server) {
      server.app.get('/remotes.json', (_req, res) => res.json(devRemotesManifest()));
      return middlewares;
    },
  }),
});
