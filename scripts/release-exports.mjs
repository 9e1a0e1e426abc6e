// `pnpm release:exports`: records each shared package's exports with its version (public-api.json,
// ADR 0035), refusing when the version has not moved as far as the changes need.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  checkSharedExports,
  repoRoot,
  sharedPackageDirs,
} from './release-check/shared-exports.mjs';

const problems = sharedPackageDirs.flatMap((dir) => checkSharedExports(dir, { write: true }));
execFileSync(
  path.join(repoRoot, 'node_modules/.bin/prettier'),
  ['--write', '--log-level=warn', ...sharedPackageDirs.map((dir) => `${dir}/public-api.json`)],
  { cwd: repoRoot, stdio: 'inherit' },
);
for (const problem of problems) console.error(problem);
process.exitCode = problems.length > 0 ? 1 : 0;
