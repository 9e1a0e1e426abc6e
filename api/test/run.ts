/**
 * Runs every `*.test.ts` under src/ and test/ with node's test runner. Node 20 does not expand
 * globs itself and the shell running package scripts has no `**`, so the files are listed here.
 * Extra arguments pass through: `pnpm --filter @shop/api test --test-name-pattern=cart`.
 *
 * Every answer the tests get is recorded (test/helpers/answer-log.ts), and once they pass,
 * test/openapi-answers.check.ts holds each one against the OpenAPI document (ADR 0038). Set
 * API_ANSWER_LOG to a folder to keep the answers (e.g. to run the check alone again).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANSWER_LOG_ENV } from './helpers/answer-log';

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

const kept = process.env[ANSWER_LOG_ENV];
const answerLog = kept ?? mkdtempSync(path.join(tmpdir(), 'shop-api-answers-'));
if (kept) mkdirSync(kept, { recursive: true });
const env = { ...process.env, [ANSWER_LOG_ENV]: answerLog };

// One file at a time: each starts its own PGlite (about 0.5 GB), and PostgreSQL databases per file.
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', ...process.argv.slice(2), ...files],
  { cwd: apiRoot, stdio: 'inherit', env },
);
let status = result.status ?? 1;
if (status === 0) {
  const check = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', 'test/openapi-answers.check.ts'],
    { cwd: apiRoot, stdio: 'inherit', env },
  );
  status = check.status ?? 1;
}
if (!kept) rmSync(answerLog, { recursive: true, force: true });
process.exit(status);
