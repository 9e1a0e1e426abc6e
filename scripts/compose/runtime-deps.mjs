// The node_modules a built Node program runs with, and nothing else (issue 33): the packages its
// built JavaScript imports or requires by name, and everything those depend on, copied from the
// workspace's pnpm install (its isolated layout: each package in node_modules/.pnpm/<entry>/
// node_modules/<name>, its dependencies as symlinks beside it). A package that only builds or
// tests (webpack, TypeScript, tsx, Jest) is imported by no built file, so it stays out, whatever
// package.json calls it. Used by docker/Dockerfile:
//   node scripts/compose/runtime-deps.mjs --from api --scan api/dist --out /out/api/node_modules
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

const builtins = new Set(builtinModules);

// `import … from 'x'`, `export … from 'x'`, `import 'x'` (statements: at the start of a line, as
// bundlers write them, so an error message that quotes one is not taken for one), `import('x')`,
// `require('x')`.
const specifierPatterns = [
  /^[ \t]*(?:import|export)\s[^;'"`]*?\bfrom\s*(['"])([^'"\n]+)\1/gm,
  /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm,
  /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g,
  /\brequire\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g,
];

/**
 * The packages a piece of JavaScript names: `drizzle-orm/pg-core` is drizzle-orm, `@fastify/
 * cookie/x` is @fastify/cookie; relative paths, URLs, `node:` and Node's own modules are not
 * packages.
 * @param {string} source
 * @returns {Set<string>}
 */
export function importedPackages(source) {
  const names = new Set();
  for (const pattern of specifierPatterns) {
    for (const match of source.matchAll(pattern)) {
      const name = packageName(match[2]);
      if (name) names.add(name);
    }
  }
  return names;
}

/** @param {string} specifier */
export function packageName(specifier) {
  if (/^(?:\.|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier)) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (!/^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(name)) return undefined;
  if (builtins.has(name) || builtins.has(specifier)) return undefined;
  return name;
}

/** Every .js, .mjs and .cjs file under `dir`. */
function javascriptFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.[cm]?js$/.test(file))
    .map((file) => path.join(dir, file));
}

/** The names in a node_modules folder (`x` and `@scope/x`), without pnpm's own `.pnpm`. */
function namesIn(modulesDir) {
  if (!existsSync(modulesDir)) return [];
  return readdirSync(modulesDir).flatMap((entry) => {
    if (entry.startsWith('.')) return [];
    if (!entry.startsWith('@')) return [entry];
    return readdirSync(path.join(modulesDir, entry)).map((name) => `${entry}/${name}`);
  });
}

/**
 * Where a package installed by pnpm lives: its store entry (`<virtual store>/<entry>`) and the
 * node_modules folder in it that holds the package and, beside it, what it depends on.
 * @param {string} packageDir  a real (not symlinked) package folder
 * @param {string} name
 */
function storeEntry(packageDir, name) {
  const modulesDir = path.dirname(name.includes('/') ? path.dirname(packageDir) : packageDir);
  const entryDir = path.dirname(modulesDir);
  const virtualStore = path.dirname(entryDir);
  if (path.basename(modulesDir) !== 'node_modules' || path.basename(virtualStore) !== '.pnpm') {
    return undefined;
  }
  return { virtualStore, entry: path.basename(entryDir), modulesDir };
}

/**
 * What a package needs installed to run: its dependencies, optional dependencies and the peers it
 * does not call optional (an optional peer, such as TypeScript for valibot's types, is there only
 * when something else brings it).
 * @param {string} packageDir
 */
export function runtimeDependencies(packageDir) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const optionalPeers = manifest.peerDependenciesMeta ?? {};
  return new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}).filter(
      (peer) => !optionalPeers[peer]?.optional,
    ),
  ]);
}

/**
 * The store entries a set of packages needs at run time: theirs and, transitively, those of
 * everything beside them in their entry's node_modules (pnpm puts exactly a package's
 * dependencies and the peers they were resolved with there).
 * @param {string} fromDir  the package whose node_modules the names are looked up in
 * @param {Iterable<string>} names
 */
export function runtimeClosure(fromDir, names) {
  const roots = new Map();
  const entries = new Map();
  let virtualStore;
  const missing = [];
  const visit = (packageDir, name) => {
    const found = storeEntry(packageDir, name);
    if (!found) {
      throw new Error(
        `${name} (${packageDir}) is not in pnpm's store: a workspace package is bundled into the build, not installed`,
      );
    }
    virtualStore ??= found.virtualStore;
    if (found.virtualStore !== virtualStore) {
      throw new Error(`${name} is in another virtual store (${found.virtualStore})`);
    }
    if (entries.has(found.entry)) return found.entry;
    entries.set(found.entry, found.modulesDir);
    const needed = runtimeDependencies(packageDir);
    for (const dependency of namesIn(found.modulesDir)) {
      if (dependency === name || !needed.has(dependency)) continue;
      const link = path.join(found.modulesDir, dependency);
      if (existsSync(link)) visit(realpathSync(link), dependency);
    }
    return found.entry;
  };
  for (const name of [...names].sort()) {
    const link = path.join(fromDir, 'node_modules', name);
    if (!existsSync(link)) {
      missing.push(name);
      continue;
    }
    roots.set(name, visit(realpathSync(link), name));
  }
  return { roots, entries: [...entries.keys()].sort(), virtualStore, missing };
}

/**
 * Whether a file of an installed package is needed to run it: type declarations, source maps and
 * Markdown documents are not (a third of the API's node_modules); licences are kept.
 * @param {string} file
 */
export function neededToRun(file) {
  return !/\.(?:d\.[cm]?ts|map|md|markdown)$/i.test(path.basename(file));
}

/**
 * Copies the closure into `outDir` (a node_modules folder) in pnpm's layout: `.pnpm/<entry>` as
 * it is, symlinks and all, less what is not needed to run (neededToRun), and a link at the top
 * for each package the program names.
 */
export function copyClosure(closure, outDir) {
  mkdirSync(path.join(outDir, '.pnpm'), { recursive: true });
  for (const entry of closure.entries) {
    cpSync(path.join(closure.virtualStore, entry), path.join(outDir, '.pnpm', entry), {
      recursive: true,
      verbatimSymlinks: true,
      filter: neededToRun,
    });
  }
  for (const [name, entry] of closure.roots) {
    const link = path.join(outDir, name);
    mkdirSync(path.dirname(link), { recursive: true });
    const target = path.join(outDir, '.pnpm', entry, 'node_modules', name);
    symlinkSync(path.relative(path.dirname(link), target), link);
  }
}

function main() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      scan: { type: 'string', multiple: true },
      out: { type: 'string' },
    },
  });
  if (!values.from || !values.scan?.length || !values.out) {
    console.error('usage: runtime-deps.mjs --from <package dir> --scan <built dir>… --out <dir>');
    process.exit(2);
  }
  const names = new Set();
  for (const dir of values.scan) {
    for (const file of javascriptFiles(dir)) {
      for (const name of importedPackages(readFileSync(file, 'utf8'))) names.add(name);
    }
  }
  const closure = runtimeClosure(values.from, names);
  if (closure.missing.length) {
    console.error(
      `✖ the build names packages ${values.from} does not depend on: ${closure.missing.join(', ')}`,
    );
    process.exit(1);
  }
  copyClosure(closure, values.out);
  console.log(
    `${values.from}: ${closure.roots.size} packages imported, ${closure.entries.length} with their dependencies, into ${values.out}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
