// Writes shared-chunks.json: for each shared module the app provides, every chunk file the
// browser loads to get it. mf-manifest.json lists only the chunks holding the module itself, not
// the chunks of what it imports (react-router behind `@shop/shared-ui/router`), so a report
// built on the manifest alone would count those bytes against the app (`pnpm bench:web`).
const PLUGIN = 'SharedChunksPlugin';

class SharedChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_STAGE_REPORT },
        () => {
          const shared = {};
          for (const module of compilation.modules) {
            // ProvideSharedModule of @module-federation/enhanced: a lazy block per shared module.
            if (module.constructor.name !== 'ProvideSharedModule') continue;
            const files = new Set();
            for (const block of module.blocks) {
              const group = compilation.chunkGraph.getBlockChunkGroup(block);
              for (const chunk of group?.chunks ?? []) {
                for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
              }
            }
            shared[module._name] = [...(shared[module._name] ?? []), ...files].sort();
          }
          compilation.emitAsset(
            'shared-chunks.json',
            new compiler.webpack.sources.RawSource(`${JSON.stringify(shared, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { SharedChunksPlugin };
