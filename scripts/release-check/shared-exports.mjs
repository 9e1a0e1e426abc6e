// Each shared package's exports, recorded with its version in `public-api.json` (ADR 0035): a
// change of exports without the version change it calls for (major: one gone; minor: one added)
// fails `pnpm test`, so the ranges in the manifests mean what they say.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import ts from 'typescript';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const sharedPackageDirs = ['shared-auth', 'shared-contracts', 'shared-http', 'shared-ui'];
// A package folder, relative to the repository (or absolute, as the tests' packages are).
const recordFile = (dir) => path.resolve(repoRoot, dir, 'public-api.json');
const packageJson = (dir) => JSON.parse(readFileSync(path.resolve(repoRoot, dir, 'package.json')));

/** The package's TypeScript entry points ('.', './router'): its `exports` that are code. */
function entriesOf(dir) {
  return Object.entries(packageJson(dir).exports ?? {}).filter(([, file]) => /\.tsx?$/.test(file));
}

/** Per entry point, the sorted names it exports (values and types alike). */
export function currentExports(dir) {
  const entries = entriesOf(dir).map(([subpath, file]) => [
    subpath,
    path.resolve(repoRoot, dir, file),
  ]);
  const program = ts.createProgram(
    entries.map(([, file]) => file),
    {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      resolveJsonModule: true,
      allowImportingTsExtensions: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    entries.map(([subpath, file]) => {
      const symbol = checker.getSymbolAtLocation(program.getSourceFile(file));
      const names = symbol ? checker.getExportsOfModule(symbol).map((s) => s.getName()) : [];
      return [subpath, [...new Set(names)].sort()];
    }),
  );
}

export function recordedExports(dir) {
  try {
    return JSON.parse(readFileSync(recordFile(dir), 'utf8'));
  } catch {
    return { version: '0.0.0', entries: {} };
  }
}

/** The exports gone and added since the record, as 'router: Link'. */
export function exportChanges(recorded, current) {
  const removed = [];
  const added = [];
  for (const subpath of new Set([...Object.keys(recorded), ...Object.keys(current)])) {
    const before = new Set(recorded[subpath] ?? []);
    const now = new Set(current[subpath] ?? []);
    for (const name of before) if (!now.has(name)) removed.push(`${subpath} ${name}`);
    for (const name of now) if (!before.has(name)) added.push(`${subpath} ${name}`);
  }
  return { removed, added };
}

/** The smallest version change the export changes call for. */
const neededBump = ({ removed, added }) =>
  removed.length > 0 ? 'major' : added.length > 0 ? 'minor' : 'none';

function bumpOf(from, to) {
  if (!semver.gt(to, from)) return 'none';
  if (semver.major(to) > semver.major(from)) return 'major';
  return semver.minor(to) > semver.minor(from) ? 'minor' : 'patch';
}
const rank = { none: 0, patch: 1, minor: 2, major: 3 };

/**
 * Why the recorded exports and the package disagree; none when they agree. `write` records the
 * current exports when the version has moved as far as the changes need.
 */
export function checkSharedExports(dir, { write = false } = {}) {
  const { name, version } = packageJson(dir);
  const record = recordedExports(dir);
  const current = currentExports(dir);
  const changes = exportChanges(record.entries, current);
  const needed = neededBump(changes);
  const list = (names) => names.join(', ');
  const what = [
    changes.removed.length > 0 ? `no longer exports ${list(changes.removed)}` : '',
    changes.added.length > 0 ? `newly exports ${list(changes.added)}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  if (needed === 'none' && record.version === version) return [];
  if (rank[bumpOf(record.version, version)] < rank[needed]) {
    return [
      `${name} ${version} ${what}: a ${needed} change since ${record.version}. ` +
        `Record it with \`pnpm changeset\` (${needed}), then \`pnpm release:version\`.`,
    ];
  }
  if (write) {
    writeFileSync(recordFile(dir), `${JSON.stringify({ version, entries: current }, null, 2)}\n`);
    return [];
  }
  return [
    `${name}'s public-api.json records ${record.version}, the package is ${version}: ` +
      'run `pnpm release:exports` to record its exports.',
  ];
}
