// `pnpm bench`: the web benchmark (`pnpm bench:web`), then the API benchmark (`pnpm bench:api`),
// then bench/REPORT.md from their results in bench/results/. Fails (exit 1) when a budget
// fails or an API request failed, after writing the report.
//   --no-fail      write the report and exit 0 even when a budget fails
//   --no-build     measure the builds already in */dist and bench/monolith/dist
//   --runs=N       runs per page, profile and interaction on each side (default 5)
//   --duration=S, --orders=N   passed to the API benchmark
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { apiCheck, fullReport } from './bench/report.mjs';
import { apiBudgets, orderBudgets } from './bench-api/report.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(repoRoot, 'bench', 'results');

const { values: options } = parseArgs({
  options: {
    'no-fail': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string' },
    duration: { type: 'string' },
    orders: { type: 'string' },
  },
});
const passOn = (names) =>
  names.filter((name) => options[name] !== undefined).map((name) => `--${name}=${options[name]}`);

const started = Date.now();

/** Runs one benchmark script; a non-zero exit is its own failure (a budget is judged here). */
function runScript(args) {
  console.log(`\n▶ node ${args.join(' ')}`);
  return spawnSync(process.execPath, args, { cwd: repoRoot, stdio: 'inherit' }).status;
}

/** A results file this run wrote, or null: a stale one from an earlier run must not count. */
function freshResults(name) {
  const file = path.join(resultsDir, name);
  try {
    if (statSync(file).mtimeMs < started) return null;
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// The web run never fails on a budget itself: the budgets are judged here, with the API's.
const webStatus = runScript([
  '--import',
  'tsx',
  'scripts/bench-web.mjs',
  '--no-fail',
  ...(options['no-build'] ? ['--no-build'] : []),
  ...passOn(['runs']),
]);
const web = freshResults('web.json');
if (webStatus !== 0 || !web) {
  console.error('\n✖ the web benchmark did not finish: no report written');
  process.exit(1);
}
runScript(['scripts/bench-api.mjs', ...passOn(['duration', 'orders'])]);
const api = freshResults('api.json');

// Formatted as the repository formats Markdown, so the committed report passes `pnpm lint`.
const reportFile = path.join(repoRoot, 'bench', 'REPORT.md');
writeFileSync(
  reportFile,
  await prettier.format(fullReport(web, api), {
    ...(await prettier.resolveConfig(reportFile)),
    parser: 'markdown',
  }),
);
console.log('\nWritten: bench/REPORT.md');

const failures = [
  ...web.budgets.filter((b) => !b.pass).map((b) => `${b.page} ${b.profile} ${b.label}`),
  ...(api ? (apiCheck(api).pass ? [] : ['API requests']) : ['the API benchmark did not finish']),
  ...(api ? [...apiBudgets(api), ...orderBudgets(api)] : [])
    .filter((b) => !b.pass)
    .map((b) => b.line.replace(/^FAIL /, '')),
];
if (failures.length) {
  console.error(`\n✖ failed: ${failures.join('; ')}`);
  if (!options['no-fail'] || !api) process.exitCode = 1;
}
