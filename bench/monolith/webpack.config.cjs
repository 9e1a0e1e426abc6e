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
const webpack = require('webpack');

const repoRoot = path.resolve(__dirname, '..', '..');
const hostDir = path.join(repoRoot, 'host');
const tooling = require(path.join(repoRoot, 'tooling', 'webpack-config', 'index.cjs'));
const { remoteNames } = require(
  path.join(repoRoot, 'tooling', 'webpack-config', 'remote-names.cjs'),
);

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

/** Every remote's exposed modules: read once (a config file runs once per process). */
const exposedModules = remoteNames.flatMap(exposesOf);

/** 'product/ProductPage' → () => import(its source): what loadRemote answers in this build. */
function writeExposedModules() {
  const modules = exposedModules;
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

/**
 * Writes monolith-assets.json: per exposed module, the scripts and stylesheets of its lazy chunk
 * and the chunks split off it, as the page's URLs. The monolith's host server preloads them for
 * the modules a page rendered, as the real host server does with each remote's mf-manifest.json.
 */
class MonolithAssetsPlugin {
  constructor(moduleIds) {
    this.moduleIds = moduleIds;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MonolithAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MonolithAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = compilation.outputOptions.publicPath || '/';
          const assets = {};
          for (const id of this.moduleIds) {
            const group = compilation.namedChunkGroups.get(id.replace('/', '-'));
            if (!group) continue;
            const files = group.getFiles().filter((file) => !file.endsWith('.map'));
            const url = (file) => `${publicPath === 'auto' ? '/' : publicPath}${file}`;
            assets[id] = {
              css: files.filter((file) => file.endsWith('.css')).map(url),
              js: files.filter((file) => file.endsWith('.js')).map(url),
            };
          }
          compilation.emitAsset(
            'monolith-assets.json',
            new webpack.sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`),
          );
        },
      );
    });
  }
}

const hostConfig = tooling.createConfig({
  dir: hostDir,
  name: 'host',
});

module.exports = (env, argv) => {
  const [config, serverConfig] = hostConfig(env, argv);
  const exposedModulesFile = writeExposedModules();
  const moduleIds = exposedModules.map(({ id }) => id);
  const aliases = {
    '@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime.js'),
    'shop-monolith/exposed-modules$': exposedModulesFile,
  };
  const browser = {
    ...config,
    // The shell's own stylesheets as the host's entry has them (src/index.ts), then the shell,
    // started at once: without federation nothing is negotiated at run time.
    entry: {
      main: [
        path.join(hostDir, 'src', 'app', 'theme.css'),
        require.resolve('@shop/shared-ui/forms.css', { paths: [hostDir] }),
        require.resolve('@shop/shared-auth/screens.css', { paths: [hostDir] }),
        path.join(hostDir, 'src', 'bootstrap.tsx'),
      ],
    },
    output: {
      ...config.output,
      path: path.join(__dirname, 'dist'),
      uniqueName: 'shop_monolith',
    },
    resolve: { ...config.resolve, alias: { ...config.resolve.alias, ...aliases } },
    plugins: [
      ...config.plugins.filter((plugin) => !federationOnly.has(plugin.constructor.name)),
      new MonolithAssetsPlugin(moduleIds),
    ],
  };
  // The host server's program, rendering the pages with the exposed modules bundled in: the
  // monolith's pages are rendered on the server as the real site's are (issue 32), from the same
  // data, with the same page template and inlined stylesheets. Only where the remotes come from
  // differs (bench/monolith/server-remotes.js).
  const server = {
    ...serverConfig,
    name: 'monolith-server',
    output: {
      ...serverConfig.output,
      path: path.join(__dirname, 'dist-server'),
      uniqueName: 'shop_monolith_server',
    },
    resolve: {
      ...serverConfig.resolve,
      alias: { ...serverConfig.resolve.alias, ...aliases },
    },
    plugins: [
      ...serverConfig.plugins.filter((plugin) => !federationOnly.has(plugin.constructor.name)),
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]server-remotes(\.ts)?$/,
        path.join(__dirname, 'server-remotes.js'),
      ),
    ],
  };
  return [browser, server];
};
