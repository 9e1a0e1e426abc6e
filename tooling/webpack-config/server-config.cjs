// The server target of the host and of each remote (ADR 0033): the same sources and shared
// singletons as the browser build, built for Node. A remote's server build is published beside
// its browser build (dist/server/remoteEntry.js); the host server loads it over HTTP at run
// time through federation, never bundles it.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedAliases, sharedSingletons } = require('./shared.cjs');
const { typescriptRule } = require('./typescript-rule.cjs');
const { developmentCache } = require('./dev-cache.cjs');

const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');

/** Packages the host server takes from node_modules at run time instead of its bundle. */
const serverExternals = /^(fastify|@fastify\/|pino)/;

/**
 * Where an app's server build goes. Production's: the host server's program in host/dist-server
 * (no asset of the site: it stays out of the folder nginx serves), a remote's container beside
 * its browser build (dist/server). `pnpm start`'s development builds go to dist-dev/server, so a
 * start never overwrites the production builds the e2e suite, the bench and the images use.
 * @param {{ dir: string, name: string }} app
 * @param {{ production: boolean, outDir?: string }} options
 */
function serverOutDir(app, { production, outDir = path.join(app.dir, 'dist') }) {
  if (!production) return path.join(app.dir, 'dist-dev', 'server');
  return app.name === 'host' ? path.join(app.dir, 'dist-server') : path.join(outDir, 'server');
}

/**
 * @param {object} app  as for createConfig
 * @param {object} options
 * @param {boolean} options.production
 * @param {string} options.outDir  the app's dist folder
 */
function createServerConfig(app, { production, outDir }) {
  const pkg = require(path.join(app.dir, 'package.json'));
  const isHost = app.name === 'host';
  return {
    name: `${app.name}-server`,
    context: app.dir,
    // The host server is a program; a remote's server build is its federation container only.
    entry: isHost ? { server: './src/server/index.ts' } : {},
    mode: production ? 'production' : 'development',
    cache: production ? false : developmentCache(app, 'server'),
    devtool: 'source-map',
    target: 'async-node',
    externalsPresets: { node: true },
    externals: isHost
      ? [
          ({ request }, callback) =>
            serverExternals.test(request) ? callback(null, `commonjs ${request}`) : callback(),
        ]
      : [],
    output: {
      path: serverOutDir(app, { production, outDir }),
      // Chunks resolve against the remote entry's own URL (the node runtime plugin's fallback).
      publicPath: '',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: `shop_${app.name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
      // Written on every build, unchanged or not: `pnpm start`'s host server waits for this
      // start's own build (an older one may be stale) by the file's time.
      compareBeforeEmit: production,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: sharedAliases,
    },
    module: {
      rules: [
        typescriptRule(app.dir),
        { test: /\.css$/, loader: require.resolve('./ignore-css-loader.cjs') },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes ?? {},
        remotes: {},
        // One copy of each per process: the host server provides them, eagerly.
        shared: sharedSingletons(pkg.dependencies, { eager: () => isHost }),
        shareStrategy: 'loaded-first',
        runtimePlugins: [nodeRuntimePlugin, ...(isHost ? (app.serverRuntimePlugins ?? []) : [])],
        remoteType: 'script',
        library: { type: 'commonjs-module', name: app.name },
        manifest: false,
        dts: false,
        experiments: { optimization: { target: 'node' } },
      }),
      new webpack.DefinePlugin({
        'process.env.SHOP_RELEASE': JSON.stringify(process.env.SHOP_RELEASE ?? pkg.version),
      }),
    ],
    // Readable stack traces in the server's log.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

module.exports = { createServerConfig, serverOutDir };
