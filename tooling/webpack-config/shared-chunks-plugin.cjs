// Writes shared-chunks.json, which `pnpm bench:web` uses to tell shared bytes from an app's own:
// - `files`: for each shared module the app provides, every chunk file the browser loads to
//   get it. mf-manifest.json lists only the chunks holding the module itself, not the chunks of
//   what it imports (react-router behind `@shop/shared-ui/router`).
// - `sources`: every source file the shared modules bring, as the source maps name them. The
//   host provides its shared modules eagerly, inside main.js beside its own code (ADR 0013),
//   so the report splits such a file by these sources.
const path = require('node:path');

const PLUGIN = 'SharedChunksPlugin';

/** The module a provided shared module stands for, and everything it imports. */
function reachableModules(moduleGraph, roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length) {
    const module = queue.pop();
    if (!module || seen.has(module)) continue;
    seen.add(module);
    for (const connection of moduleGraph.getOutgoingConnections(module)) {
      if (connection.module) queue.push(connection.module);
    }
  }
  return seen;
}

class SharedChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_STAGE_REPORT },
        () => {
          const { chunkGraph, moduleGraph } = compilation;
          const files = {};
          const sources = new Set();
          for (const module of compilation.modules) {
            // ProvideSharedModule of @module-federation/enhanced: one per shared module.
            if (module.constructor.name !== 'ProvideSharedModule') continue;
            const chunkFiles = new Set();
            const provided = [];
            for (const block of module.blocks) {
              const group = chunkGraph.getBlockChunkGroup(block);
              for (const chunk of group?.chunks ?? []) {
                for (const file of chunk.files) if (file.endsWith('.js')) chunkFiles.add(file);
              }
              for (const dependency of block.dependencies) {
                provided.push(moduleGraph.getModule(dependency));
              }
            }
            // Eager: the module is a direct dependency and lives in the app's entry chunk.
            for (const dependency of module.dependencies) {
              provided.push(moduleGraph.getModule(dependency));
            }
            files[module._name] = [...(files[module._name] ?? []), ...chunkFiles].sort();
            for (const reached of reachableModules(moduleGraph, provided)) {
              // A concatenated module (scope hoisting) holds several source files.
              for (const inner of reached.modules ?? [reached]) {
                if (inner.resource) {
                  sources.add(path.relative(compiler.context, inner.resource.split('?')[0]));
                }
              }
            }
          }
          const report = { files, sources: [...sources].sort() };
          compilation.emitAsset(
            'shared-chunks.json',
            new compiler.webpack.sources.RawSource(`${JSON.stringify(report, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { SharedChunksPlugin };
