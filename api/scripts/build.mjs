// The API's production build (issue 33): src/**/*.ts compiled to dist/**/*.js, one file for one
// file, so what reads its own folders at run time finds the same tree from dist as from src
// (autoload's plugins and routes, the routes' access.ts, the migrations and geo data found from
// `import.meta.url`, two folders up from dist/db as from src/db). Production runs plain
// `node dist/server.js`: no TypeScript loader.
//
// Each relative import of a .ts file stays an import (made `.js`, as Node's ESM needs); JSON and
// the workspace's own packages (@shop/*, TypeScript sources that Node cannot run) are bundled,
// the contracts into shared chunks so each module has one instance; every other package is
// left to node_modules.
import { existsSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(apiRoot, 'src');
const outDir = path.join(apiRoot, 'dist');

const isSource = (file) =>
  file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts');
const entryPoints = (await readdir(srcDir, { recursive: true, encoding: 'utf8' }))
  .filter(isSource)
  .map((file) => path.join(srcDir, file));

/** The .ts file a relative import names (`./x` → x.ts or x/index.ts), if it is one. */
function typescriptFile(from, specifier) {
  const target = path.resolve(from, specifier);
  return [`${target}.ts`, path.join(target, 'index.ts'), target].find(
    (file) => file.endsWith('.ts') && existsSync(file),
  );
}

/** @type {import('esbuild').Plugin} */
const oneFileForOneFile = {
  name: 'one-file-for-one-file',
  setup(build) {
    build.onResolve({ filter: /^\.\.?(\/|$)/ }, ({ path: specifier, importer, resolveDir }) => {
      if (!importer.startsWith(srcDir + path.sep)) return undefined;
      const file = typescriptFile(resolveDir, specifier);
      if (!file) return undefined;
      const relative = path.relative(path.dirname(importer), file).replace(/\.ts$/, '.js');
      return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
    });
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith('@shop/') ? undefined : { path: specifier, external: true },
    );
  },
};

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints,
  outbase: srcDir,
  outdir: outDir,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [oneFileForOneFile],
});
console.log(
  `api: ${entryPoints.length} modules compiled to ${path.relative(process.cwd(), outDir)}`,
);
