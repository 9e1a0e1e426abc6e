// One webpack + Module Federation setup for the host and every remote, so the shared
// singletons and build settings cannot drift between teams.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedAliases, sharedSingletons } = require('./shared.cjs');
const { typescriptRule } = require('./typescript-rule.cjs');

// Shared modules the host provides only when a page first needs them (ADR 0013).
const lazyShared = new Set(['@shop/shared-auth/screens', '@shop/shared-ui/forms']);
const { sitePorts } = require('./site-ports.cjs');
const { SharedChunksPlugin } = require('./shared-chunks-plugin.cjs');
const { createServerConfig, serverOutDir } = require('./server-config.cjs');
const { developmentCache } = require('./dev-cache.cjs');
const { devServerSettings } = require('./dev-server.cjs');

// The host provides the federation runtime to the remotes (`provideExternalRuntime`) through a
// runtime plugin the build loads by its CommonJS path, which would bring a second, CommonJS copy
// of the runtime beside the ES module one the bundler runtime uses. Its ES module build imports
// the same copy.
const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
const injectRuntimeCjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
  paths: [enhancedDir],
});
const injectRuntimeEsm = injectRuntimeCjs.replace(/index\.cjs$/, 'index.js');

/**
 * @param {object} app
 * @param {string} app.dir        the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.name       federation name: host, account, checkout, product, giftcard
 * @param {Record<string,string>} [app.exposes]  the remote's whole public API
 * @param {object} [app.routes]  the remote's pages (its route manifest, ADR 0036)
 * @param {string[]} [app.runtimePlugins]
 * @param {() => object} [app.devServer]  extra dev-server settings (dev-server.cjs)
 * @param {object[]} [app.devProxy]  dev-server proxy rules before the shared ones
 */
function createConfig(app) {
  const pkg = require(path.join(app.dir, 'package.json'));
  const isHost = app.name === 'host';
  const port = sitePorts[app.name];
  return (_env, argv) => {
    const production = argv.mode === 'production';
    // In production a remote is only its federation assets: it uses the runtime the host
    // provides (ADR 0013), so its dev shell page, which would need a runtime of its own, is
    // left out. In development the dev shell runs, with the remote's own runtime.
    const sharesHostRuntime = production && !isHost;
    const outDir = process.env.SHOP_OUT_DIR
      ? path.resolve(process.env.SHOP_OUT_DIR)
      : path.join(app.dir, 'dist');
    const browser = {
      name: app.name,
      context: app.dir,
      entry: sharesHostRuntime ? {} : './src/index.ts',
      mode: production ? 'production' : 'development',
      cache: production ? false : developmentCache(app, 'browser'),
      // No eval in development either: the pages the host server renders carry the site's
      // Content-Security-Policy (ADR 0033), which allows no 'unsafe-eval', in `pnpm start` too.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      target: 'web',
      output: {
        path: outDir,
        // Remotes load their chunks from wherever their remoteEntry was found.
        publicPath: isHost ? '/' : 'auto',
        // Entry files keep stable names (served no-cache); chunks are content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: `shop_${app.name}`,
        // dist/server is the server build's (it cleans its own).
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: { ...sharedAliases, ...(isHost ? { [injectRuntimeCjs]: injectRuntimeEsm } : {}) },
      },
      module: {
        rules: [
          typescriptRule(app.dir),
          {
            // Styles are CSS files, loaded with the chunk that needs them: no stylesheet
            // travels inside JavaScript (ADR 0013). Development too: an injected <style> has no
            // nonce, and the pages' Content-Security-Policy (ADR 0033) would refuse it.
            test: /\.css$/,
            use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          remotes: {},
          // The host provides its shared modules eagerly, inside main.js: every page needs them,
          // and one file beats a dozen small chunks a phone fetches six at a time (ADR 0013).
          // The account screens and the form parts stay lazy: the product page needs neither.
          // Remotes never load their own copies first.
          shared: sharedSingletons(pkg.dependencies, {
            eager: (name) => isHost && !lazyShared.has(name),
          }),
          // On demand: one dead remote must not break start-up.
          shareStrategy: 'loaded-first',
          runtimePlugins: app.runtimePlugins ?? [],
          manifest: {
            fileName: 'mf-manifest.json',
            // A remote's pages travel in its manifest, which the host reads anyway (ADR 0036).
            ...(app.routes
              ? {
                  additionalData: ({ stats }) => {
                    stats.metaData.shopRoutes = app.routes;
                    return stats;
                  },
                }
              : {}),
          },
          // Module props are typed by @shop/contracts, not by downloaded declarations (ADR 0034).
          dts: false,
          experiments: {
            // One federation runtime per page: the host's (ADR 0013).
            ...(isHost ? { provideExternalRuntime: true } : {}),
            ...(sharesHostRuntime ? { externalRuntime: true } : {}),
            // A remote loads no remotes of its own: its bundler runtime leaves that code out.
            optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
          },
        }),
        ...(sharesHostRuntime
          ? []
          : [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                publicPath: '/',
                templateParameters: {
                  boundary: app.name,
                  version: pkg.version,
                  // The host asks for remotes.json and host-config.json first thing: the page
                  // starts fetching them while the scripts are still on their way (one round
                  // trip less).
                  preloads: isHost
                    ? [
                        { href: '/remotes.json', as: 'fetch' },
                        { href: '/host-config.json', as: 'fetch' },
                      ]
                    : [],
                },
              }),
            ]),
        new MiniCssExtractPlugin({
          filename: '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        new SharedChunksPlugin(),
        new (require('webpack').DefinePlugin)({
          'process.env.SHOP_RELEASE': JSON.stringify(process.env.SHOP_RELEASE ?? pkg.version),
        }),
      ],
      optimization: { minimizer: ['...', new CssMinimizerPlugin()] },
      performance: { hints: false },
      devServer: devServerSettings({
        dir: app.dir,
        port,
        isHost,
        hostPort: sitePorts.host,
        apiPort: sitePorts.api,
        // The server build (dev:server, watching) for the host server (ADR 0033).
        serverBuildDir: isHost ? undefined : serverOutDir(app, { production: false }),
        proxyFirst: app.devProxy ?? [],
        extra: app.devServer ? app.devServer() : {},
      }),
    };
    // Every app builds a server target too (ADR 0033): `pnpm build` both, `dev` the browser's
    // (--config-name <app>), `dev:server` the server's (--config-name <app>-server).
    return [browser, createServerConfig(app, { production, outDir })];
  };
}

module.exports = { createConfig, sitePorts };
