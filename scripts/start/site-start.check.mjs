// `pnpm test:start` (a step of `pnpm test`, issue 30): the README's first command works on a
// small machine, cold and warm. The site is started as a developer starts it (`node
// scripts/start.mjs`), once as on a fresh clone (an empty embedded database, no development
// builds or compiler caches) and once on what that start left, each time while every core is kept busy as a build keeps it; each start must answer
// (API, pages rendered on the server with the remotes, every remote) within a bound, log no
// error, and stop cleanly. Two failed starts must say what failed in one line.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { remoteNames } from '../../tooling/webpack-config/dev-remotes.cjs';
import { sitePortsFrom } from '../../tooling/webpack-config/site-ports.cjs';
import { portsInUse } from './free-ports.mjs';
import { apiHealthUrl, pageRequest, siteUrls, waitFor } from './wait-for.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
// Away from a developer's own `pnpm start` (3000) and the e2e suite (4300).
const portBase = Number(process.env.START_CHECK_PORT_BASE ?? 5000);
const ports = sitePortsFrom(portBase);
/** Up and answering within this, on two cores kept busy (a quiet cold start: about 90 s). */
const START_BOUND_MS = Number(process.env.START_CHECK_BOUND_MS ?? 360_000);
const STOP_BOUND_MS = 30_000;

/** Every core kept busy for as long as the start takes, as a build running beside it would. */
function busyMachine() {
  const workers = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return () => workers.forEach((worker) => worker.exitCode === null && worker.kill('SIGKILL'));
}

/** The start's exit code, or 'still running' after `ms`. */
const exitWithin = (site, ms) =>
  Promise.race([
    site.exited,
    new Promise((resolve) => setTimeout(() => resolve('still running'), ms).unref()),
  ]);

/** Kills a process and every process below it (pnpm runs each script in a group of its own). */
function killTree(rootPid) {
  const table = spawnSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' }).stdout;
  const children = new Map();
  for (const line of table.trim().split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i]) ?? []));
  for (const pid of tree) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
}

/** `node scripts/start.mjs` in its own process group, as a terminal runs it. */
function startSite(env) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      START_PORT_BASE: String(portBase),
      FORCE_COLOR: '0',
      // As on a developer's machine: the embedded database, no Redis (CI sets both for the API
      // tests; the API would take them over PGLITE_DIR).
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));
  return {
    output: () => output,
    exited,
    hasExited: () => done,
    /** Ctrl-C: the terminal sends SIGINT to the whole group. */
    interrupt: () => process.kill(-child.pid, 'SIGINT'),
    /** Everything it started, whatever process group pnpm put each script in. */
    kill: () => killTree(child.pid),
  };
}

/** Lines of the site's output that report an error: pino's error and fatal, webpack's errors. */
function errorLines(output) {
  return output
    .split('\n')
    .filter(
      (line) =>
        /"level":(50|60)/.test(line) ||
        /\bERROR in\b/.test(line) ||
        /start failed|Unhandled|uncaught/i.test(line),
    );
}

/** Waits up to STOP_BOUND_MS for every port of the site to be free; the ports still taken. */
async function portsFreed() {
  const stopBy = Date.now() + STOP_BOUND_MS;
  while (Date.now() < stopBy && (await portsInUse(ports)).length > 0)
    await new Promise((resolve) => setTimeout(resolve, 500));
  return portsInUse(ports);
}

/** What a fresh clone lacks: the development builds and their compilers' caches (ADR 0051). */
function forgetDevelopmentBuilds() {
  for (const app of ['host', ...remoteNames.map((name) => `mfe-${name}`)]) {
    rmSync(path.join(repoRoot, app, 'dist-dev'), { recursive: true, force: true });
    rmSync(path.join(repoRoot, app, 'node_modules', '.cache', 'webpack'), {
      recursive: true,
      force: true,
    });
  }
}

async function startAndCheck(label, env) {
  const stopBusy = busyMachine();
  const site = startSite(env);
  const began = Date.now();
  try {
    const up = await waitFor([apiHealthUrl(ports), ...siteUrls(ports)], {
      timeoutMs: START_BOUND_MS,
      stopped: site.hasExited,
      init: pageRequest,
    });
    const tookS = Math.round((Date.now() - began) / 1000);
    assert.ok(
      up,
      `${label}: the site did not answer within ${START_BOUND_MS / 1000} s:\n${site.output().slice(-4000)}`,
    );
    console.log(`# ${label}: the site answered after ${tookS} s with every core busy`);
    for (const line of site.output().split('\n'))
      if (/➜|compiled (successfully|with)/.test(line)) console.log(`#   ${line.trim()}`);

    // A page the host server rendered with a remote's server build: the product's name is in
    // the HTML before any script runs. The host server registers the remotes it finds in
    // remotes.json every 2 s, and leaves a remote to the browser while its first render takes
    // longer than its budget: within the same bound, the page must come rendered.
    let html = '';
    while (Date.now() - began < START_BOUND_MS) {
      const product = await fetch(`http://127.0.0.1:${ports.host}/p/zonnig-boeket`, pageRequest);
      assert.equal(product.status, 200);
      html = await product.text();
      if (html.includes('data-boundary="product"')) break;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    assert.match(
      html,
      /data-boundary="product"/,
      `${label}: no product page rendered on the server`,
    );
    assert.match(html, /Zonnig boeket/);
    console.log(
      `# ${label}: the product page rendered on the server after ${Math.round((Date.now() - began) / 1000)} s`,
    );
    stopBusy();
    const health = await (await fetch(apiHealthUrl(ports))).json();
    assert.equal(health.database, 'up');
    // start.mjs says when the shop is ready (within moments of it answering).
    const ready = new RegExp(`The shop is ready after \\d+ s: http://localhost:${portBase}`);
    for (let i = 0; i < 20 && !ready.test(site.output()); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 500));
    assert.match(site.output(), ready);
    assert.deepEqual(errorLines(site.output()), [], `${label}: errors in the site's output`);

    // Ctrl-C stops every part of it.
    site.interrupt();
    assert.deepEqual(await portsFreed(), [], `${label}: ports still taken after Ctrl-C`);
  } finally {
    stopBusy();
    site.kill();
    await portsFreed();
  }
}

describe('pnpm start', { concurrency: false }, () => {
  let dataDir;
  before(async () => {
    assert.deepEqual(await portsInUse(ports), [], `ports from ${portBase} must be free`);
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-start-check-'));
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  const env = () => ({
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
  });

  it('starts cold, as on a fresh clone, while the machine is busy', async () => {
    forgetDevelopmentBuilds();
    await startAndCheck('cold start', env());
  });

  it('starts again on the database the first start left, while the machine is busy', async () => {
    await startAndCheck('warm start', env());
  });

  it('says in one line that the API did not start, and starts nothing else', async () => {
    // A file where the embedded database's folder should be.
    const notAFolder = path.join(dataDir, 'not-a-folder');
    writeFileSync(notAFolder, 'x');
    const site = startSite({ PGLITE_DIR: notAFolder });
    try {
      assert.equal(await exitWithin(site, 120_000), 1, site.output().slice(-2000));
      const last = site.output().trim().split('\n').at(-1);
      assert.match(
        last,
        /^✖ pnpm start failed: api exited with code 1: API start failed \(database\): /,
      );
      assert.doesNotMatch(site.output(), /starting the dev servers/);
      assert.deepEqual(await portsInUse(ports), []);
    } finally {
      site.kill();
      await portsFreed();
    }
  });

  it('says in one line which port is taken, before starting anything', async () => {
    const blocker = net.createServer();
    await new Promise((resolve) => blocker.listen(ports.product, '127.0.0.1', resolve));
    const site = startSite({});
    try {
      assert.equal(await exitWithin(site, 30_000), 1, site.output().slice(-2000));
      assert.match(
        site.output().trim(),
        new RegExp(`^✖ pnpm start failed: port ${ports.product} already in use`),
      );
    } finally {
      site.kill();
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
