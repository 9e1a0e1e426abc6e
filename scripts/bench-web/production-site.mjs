// The built site served exactly as the e2e run serves it (e2e/helpers/site.ts: nginx with the
// Docker images' config templates, on 127.0.0.1:4300–4304, and the API on PGlite in memory on
// 4310), and the monolith build (bench/monolith) served by the host's config on 4307. Uses the
// e2e ports (E2E_PORT_BASE moves them all): do not run it alongside `pnpm test:e2e` on the same.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// site.ts is CommonJS TypeScript (as Playwright loads it): required, not imported, so that tsx
// compiles it as CommonJS and its __dirname is right. Needs `node --import tsx`.
const require = createRequire(import.meta.url);
const site = require('../../e2e/helpers/site.ts');

export const { baseURL, ports, remoteNames, distOf, repoRoot } = site;
export const apps = ['host', ...remoteNames];

/** The monolith measurement build (bench/monolith/webpack.config.cjs) and where it is served. */
export const monolithDist = path.join(repoRoot, 'bench', 'monolith', 'dist');
export const monolithURL = `http://127.0.0.1:${ports.monolith}`;

let api = null;

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** A JSON file every app's build writes, per app; fails when a build is missing. */
function readFromEachDist(fileName) {
  return Object.fromEntries(
    apps.map((app) => {
      const file = path.join(distOf(app), fileName);
      if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build\``);
      return [app, JSON.parse(readFileSync(file, 'utf8'))];
    }),
  );
}

/** Each app's parsed dist/mf-manifest.json. */
export const readManifests = () => readFromEachDist('mf-manifest.json');

/** Each app's shared-chunks.json (tooling/webpack-config/shared-chunks-plugin.cjs). */
export const readSharedChunks = () => readFromEachDist('shared-chunks.json');

export async function startProductionSite() {
  if (await answers(site.apiServer.healthURL)) {
    throw new Error(`port ${ports.api} is taken: is an e2e run going on?`);
  }
  await site.startSite();
  mkdirSync(site.runtimeDir, { recursive: true });
  const logFile = path.join(site.runtimeDir, 'bench-api.log');
  const log = openSync(logFile, 'w');
  // Its own process group, so that stopping it reaches pnpm, tsx and node alike.
  api = spawn(site.apiServer.command, {
    shell: true,
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, ...site.apiServer.env },
  });
  let exited = false;
  api.on('exit', () => (exited = true));
  const deadline = Date.now() + 120_000;
  while (!(await answers(site.apiServer.healthURL))) {
    if (exited || Date.now() > deadline) {
      throw new Error(`the API did not start; its log:\n${readFileSync(logFile, 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The monolith's host server program (bench/monolith/webpack.config.cjs's server build). */
export const monolithServer = path.join(repoRoot, 'bench', 'monolith', 'dist-server', 'server.js');

/**
 * Serves the monolith build beside the federated site, the way the real site is served: nginx
 * with the host's config in front of a host server that renders its pages (the monolith's own
 * server build), with the same API behind it.
 */
export async function startMonolith() {
  for (const file of [path.join(monolithDist, 'index.html'), monolithServer]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run without --no-build`);
  }
  await site.startPageServer(
    {
      PORT: String(ports.monolithPages),
      HTML_TEMPLATE: path.join(monolithDist, 'index.html'),
      SITE_ORIGIN: monolithURL,
      // Its program sits outside the host's folder: it finds the host's packages (fastify…).
      NODE_PATH: path.join(repoRoot, 'host', 'node_modules'),
    },
    'monolith-page-server',
    monolithServer,
  );
  site.hostServerConfig('monolith', ports.monolith, monolithDist, ports.monolithPages);
  site.startNginx('monolith');
}

/** The same build without the host server: nginx answers every page with the client-rendered shell. */
export const clientOnlyURL = `http://127.0.0.1:${ports.clientOnly}`;
export function startClientOnlySite() {
  // Its page upstream is a port nothing listens on: nginx falls back to index.html (ADR 0033).
  site.hostServerConfig('client-only', ports.clientOnly, distOf('host'), ports.spare);
  site.startNginx('client-only');
}

/** The host server's own address, and a second one without its page cache. */
export const pagesURL = `http://127.0.0.1:${ports.pages}`;
export const uncachedPagesURL = `http://127.0.0.1:${ports.uncachedPages}`;
export function startUncachedPageServer() {
  return site.startPageServer(
    { PORT: String(ports.uncachedPages), PAGE_CACHE_MS: '0' },
    'uncached-page-server',
  );
}

/** Synchronous, so that it can run in an 'exit' handler. */
export function stopProductionSite() {
  site.stopSite();
  if (api && api.exitCode === null && api.signalCode === null) {
    try {
      process.kill(-api.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const alive = () => spawnSync('kill', ['-0', `-${api.pid}`]).status === 0;
    for (let i = 0; i < 50 && alive(); i += 1) spawnSync('sleep', ['0.1']);
    if (alive()) process.kill(-api.pid, 'SIGKILL');
  }
  api = null;
}
