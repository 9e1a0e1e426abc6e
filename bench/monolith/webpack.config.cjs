// The monolith: a measurement build for `pnpm bench` only, never deployed. The same shell and
// the same exposed modules as the federated site, built as ONE webpack bundle without Module
// Federation, so that what federation costs a page is measured in the same run (issue 8).
// It is the host's own webpack config with the federation plugin taken out and the runtime's
// `loadRemote` answered by plain dynamic imports of the remotes' exposed modules: each route
// stays a lazy chunk, as in any single-page app, and webpack splits what they share as usual.
// The real host and remotes, their configs and their `exposes` maps are untouched.
//   pnpm --filter @shop/host exec webpack --config ../bench/monolith/webpack.config.cjs --mode production
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');
const hostDir = path.join(repoRoot, 'host');
const remoteNames = ['account', 'checkout', 'product', 'giftcard'];
const tooling = require(path.join(repoRoot, 'tooling', 'webpack-config', 'index.cjs'));

/** Each remote's `exposes` map, as its webpack.config.js hands it to createConfig. */
function exposesOf(remote) {
  const dir = path.join(repoRoot, `mfe-${remote}`);
  const { createConfig } = tooling;
  let app = null;
  tooling.createConfig = (options) => (app = options);
  try {
    require(path.join(dir, 'webpack.config.js'));
  } finally {
    tooling.createConfig = createConfig;
  }
  if (!app?.exposes) throw new Error(`mfe-${remote}/webpack.config.js exposes nothing`);
  return Object.entries(app.exposes).map(([key, file]) => ({
    id: `${remote}/${key.replace(/^\.\//, '')}`,
    file: path.join(dir, file),
  }));
}

/** 'product/ProductPage' → () => import(its source): what loadRemote answers in this build. */
function writeExposedModules() {
  const modules = remoteNames.flatMap(exposesOf);
  const dir = path.join(repoRoot, 'node_modules', '.cache', 'shop-monolith');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'exposed-modules.js');
  const lines = modules.map(
    ({ id, file: source }) =>
      `  ${JSON.stringify(id)}: () => import(/* webpackChunkName: ${JSON.stringify(id.replace('/', '-'))} */ ${JSON.stringify(source)}),`,
  );
  writeFileSync(file, `export const exposedModules = {\n${lines.join('\n')}\n};\n`);
  return file;
}

/** Plugins that exist only for federation: the federation plugin and its shared-chunks report. */
const federationOnly = new Set(['ModuleFederationPlugin', 'SharedChunksPlugin']);

const hostConfig = tooling.createConfig({
  dir: hostDir,
  name: 'host',
});

module.exports = (env, argv) => {
  // The host's browser build (its server build is no part of the monolith).
  const [config] = hostConfig(env, argv);
  return {
    ...config,
    // The shell without federation's asynchronous start: nothing is negotiated at run time.
    entry: { main: path.join(hostDir, 'src', 'bootstrap.tsx') },
    output: {
      ...config.output,
      path: path.join(__dirname, 'dist'),
      uniqueName: 'shop_monolith',
    },
    resolve: {
      ...config.resolve,
      alias: {
        '@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime.js'),
        'shop-monolith/exposed-modules$': writeExposedModules(),
      },
    },
    plugins: config.plugins.filter((plugin) => !federationOnly.has(plugin.constructor.name)),
  };
};
