const { createConfig, sitePorts } = require('@shop/webpack-config');
const { devRemotesManifest } = require('@shop/webpack-config/dev-remotes.cjs');
const { devHostConfig } = require('@shop/webpack-config/dev-host-config.cjs');
const { isProxied } = require('@shop/webpack-config/dev-server.cjs');

/** A request for a page (not a file, not the API): the host server renders it (ADR 0033). */
const isPage = (pathname, req) =>
  req.method === 'GET' &&
  !isProxied(pathname) &&
  !/\.[a-z0-9]+$/i.test(pathname) &&
  (req.headers.accept ?? '').includes('text/html');

module.exports = createConfig({
  dir: __dirname,
  name: 'host',
  runtimePlugins: [require.resolve('./src/federation/runtime-plugin.ts')],
  // In development the remotes manifest comes from the dev ports (or REMOTE_<NAME>_URL) and
  // the host configuration gives remotes longer to load (or REMOTE_LOAD_TIMEOUT_MS, LOGOUT_URL);
  // in production nginx serves the files the container writes from its environment. Pages go
  // to the host server (`pnpm start` runs it), which takes index.html from this dev server.
  devServer: () => ({
    historyApiFallback: false,
    setupMiddlewares(middlewares, server) {
      server.app.get('/remotes.json', (_req, res) => res.json(devRemotesManifest()));
      server.app.get('/host-config.json', (_req, res) => res.json(devHostConfig()));
      return middlewares;
    },
  }),
  devProxy: [
    {
      context: isPage,
      target: `http://127.0.0.1:${sitePorts.pages}`,
      xfwd: true,
    },
  ],
});
