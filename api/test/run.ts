/**
 * Runs every `*.test.ts` under src/ and test/ with node's test runner. Node 20 does not expand
 * globs itself and the shell running package scripts has no `**`, so the files are listed here.
 * Extra arguments pass through: `pnpm --filter @shop/api test --test-name-pattern=cart`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = ['src', 'test']
  .flatMap((folder) =>
    readdirSync(path.join(apiRoot, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
      path.join(folder, file),
    ),
  )
  .filter((file) => file.endsWith('.test.ts'))
  .sort();
if (files.length === 0) {
  console.error('No test files found');
  process.exit(1);
}

// One file at a time: each starts its own PGlite (about 0.5 GB), and PostgreSQL databases per file.
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', ...process.argv.slice(2), ...files],
  { cwd: apiRoot, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
