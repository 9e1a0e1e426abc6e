// `pnpm start`: the whole site for development (ADR 0047). The API on its embedded database
// (seeded on first start) comes first and alone; once it answers, the host and the remotes on
// their dev servers, their server builds in watch mode, and the host server rendering the pages
// (ADR 0033). A failed start says what failed in one line. Ctrl-C stops everything.
import concurrently from 'concurrently';
import { createRequire } from 'node:module';
import { failureLine } from './start/failure-line.mjs';
import { portsInUse } from './start/free-ports.mjs';
import { apiProcesses, siteProcesses } from './start/processes.mjs';
import { apiHealthUrl, pageRequest, siteUrls, waitFor } from './start/wait-for.mjs';

const require = createRequire(import.meta.url);
const { sitePorts } = require('../tooling/webpack-config/site-ports.cjs');

/** Migrations, the demo seed and the routes' compilation on a busy two-core machine. */
const API_START_BOUND_MS = Number(process.env.START_API_TIMEOUT_MS ?? 180_000);
/** Twelve webpack compilations on two cores took 75-150 s; past this, something is stuck. */
const SITE_START_BOUND_MS = Number(process.env.START_SITE_TIMEOUT_MS ?? 600_000);

const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);
const url = `http://localhost:${sitePorts.host}`;
const groups = [];
let stopping = false;

function stopAll(signal = 'SIGTERM') {
  for (const group of groups) for (const command of group.commands) command.kill(signal);
}

function fail(line) {
  if (stopping) return;
  stopping = true;
  stopAll();
  // After the others' last words, so it is the line a developer sees.
  setTimeout(() => {
    console.error(`\n${line}\n`);
    process.exit(1);
  }, 1_500).unref();
}

/** Runs processes with concurrently; the first that stops while the site runs fails the start. */
function run(processes) {
  const group = concurrently(processes, { prefix: 'name', handleInput: false, raw: false });
  group.result.catch(() => undefined);
  for (const command of group.commands) {
    const tail = [];
    const keep = (chunk) => {
      tail.push(...chunk.toString().split('\n'));
      tail.splice(0, Math.max(0, tail.length - 60));
    };
    command.stdout.subscribe(keep);
    command.stderr.subscribe(keep);
    command.close.subscribe((event) => {
      if (!stopping) fail(failureLine(command.name, event.exitCode, tail));
    });
  }
  groups.push(group);
  return group;
}

// A closed terminal or pipe must not stop the stopping of the others (EPIPE on a write).
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    stopAll(signal);
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}

const busy = await portsInUse(sitePorts);
if (busy.length > 0) {
  console.error(
    `✖ pnpm start failed: port ${busy.join(', ')} already in use (is the shop running already?` +
      ' Stop it, or move every port with START_PORT_BASE=4000)',
  );
  process.exit(1);
}

console.log(`\nStarting the shop: the API first, then the dev servers (${url}).\n`);
const api = run(apiProcesses(sitePorts));
const apiExited = () => api.commands.some((command) => command.exited);
if (
  !(await waitFor([apiHealthUrl(sitePorts)], { timeoutMs: API_START_BOUND_MS, stopped: apiExited }))
) {
  if (!apiExited())
    fail(`✖ pnpm start failed: the API did not answer within ${API_START_BOUND_MS / 1000} s`);
  await new Promise(() => {});
}
console.log(`\n  ➜  The API answers (${seconds()} s); starting the dev servers.\n`);

const site = run(siteProcesses());
const siteStopped = () => stopping || site.commands.some((command) => command.exited);
if (
  await waitFor(siteUrls(sitePorts), {
    timeoutMs: SITE_START_BOUND_MS,
    stopped: siteStopped,
    init: pageRequest,
  })
) {
  console.log(
    `\n  ➜  The shop is ready after ${seconds()} s: ${url}   (API docs: ${url}/api/docs)\n`,
  );
} else if (!stopping) {
  fail(`✖ pnpm start failed: the site did not answer within ${SITE_START_BOUND_MS / 1000} s`);
}
