import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import remotes from '../../shared-contracts/src/modules/remotes.json';
import { stopByPidFile } from './pid-file';

/**
 * The site as production runs it: nginx serving each app's dist with the very config
 * templates the Docker images use (docker/nginx/*.template), plus the API.
 * Every nginx runs as a daemon with its own pid file, so any test process can stop and
 * start a remote.
 */
export const repoRoot = path.resolve(__dirname, '..', '..');
const nginxConfDir = path.join(repoRoot, 'docker', 'nginx');

// E2E_PORT_BASE moves every port together, so two suites can run side by side: each with its
// own runtime folder too (nginx configs, pid files, outbox), or one would stop the other's nginx.
const base = Number(process.env.E2E_PORT_BASE ?? 4300);
export const runtimeDir = path.join(
  repoRoot,
  'e2e',
  base === 4300 ? '.runtime' : `.runtime-${base}`,
);

/** The site's remotes, from their one list (shared-contracts/src/modules/remotes.json). */
export type RemoteName = keyof typeof remotes;
export const remoteNames = Object.keys(remotes) as RemoteName[];

/** Each remote's port: a remote added to the one list fails typecheck here until it has one. */
const remotePorts: Record<RemoteName, number> = {
  account: base + 1,
  checkout: base + 2,
  product: base + 3,
  giftcard: base + 4,
  backoffice: base + 12,
};

export const ports = {
  host: base,
  ...remotePorts,
  spare: base + 5,
  hanging: base + 6,
  // `pnpm bench` serves its monolith build (bench/monolith) here, the host's way.
  monolith: base + 7,
  // The host server, which renders the pages (ADR 0033); nginx passes it every page address.
  pages: base + 8,
  // `pnpm bench` serves the same build without the host server here (the client-rendered site)
  // and runs a host server without its page cache on `uncachedPages`.
  clientOnly: base + 9,
  api: base + 10,
  uncachedPages: base + 11,
  // Our stand-in for PDOK's Locatieserver, which the API asks for streets (helpers/pdok.ts).
  pdok: base + 13,
  // tests/nginx.spec.ts: a host nginx of its own in front of a server that records what reaches
  // it, and one in front of a host server without SITE_ORIGIN.
  nginxCheck: base + 14,
  upstreamRecorder: base + 15,
  originCheck: base + 16,
  originPages: base + 17,
  // Our Mollie stand-in, the payments' provider (helpers/mollie.ts, ADR 0052).
  mollie: base + 18,
  // `pnpm bench`'s monolith rendered on the server, as the real site is (issue 32).
  monolithPages: base + 19,
} as const;

export const baseURL = `http://127.0.0.1:${ports.host}`;
export const remoteOrigin = (port: number) => `http://127.0.0.1:${port}`;
export const remotesJsonPath = path.join(runtimeDir, 'remotes.json');
export const hostConfigJsonPath = path.join(runtimeDir, 'host-config.json');

export const distOf = (app: 'host' | RemoteName) =>
  path.join(repoRoot, app === 'host' ? 'host' : `mfe-${app}`, 'dist');

/**
 * The API as the e2e run and `pnpm bench:web` start it: on an in-memory database, seeded at
 * start, so every run begins from the same data; mails are not sent but written to a folder.
 */
export const apiServer = {
  command: 'pnpm --filter @shop/api start',
  healthURL: `http://127.0.0.1:${ports.api}/health`,
  env: {
    PORT: String(ports.api),
    HOST: '127.0.0.1',
    PGLITE_DIR: 'memory://',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    MAIL_OUTBOX_DIR: path.join(runtimeDir, 'outbox'),
    SITE_URL: baseURL,
    // robots.txt and sitemap.xml name the site's origin, as production's SITE_ORIGIN does.
    SITE_ORIGIN: baseURL,
    // Streets of Dutch addresses from our PDOK stand-in (global-setup starts it; ADR 0047).
    PDOK_LOCATIESERVER_URL: `http://127.0.0.1:${ports.pdok}`,
    // Payments through our Mollie stand-in (global-setup starts it; ADR 0052).
    MOLLIE_API_ENDPOINT: `http://127.0.0.1:${ports.mollie}/v2/`,
    MOLLIE_COMPONENTS_URL: `http://127.0.0.1:${ports.mollie}/v1/mollie.js`,
  },
} as const;

/** The payment provider's origin, which the pages' CSP admits (its script and card fields). */
export const paymentOrigins = `http://127.0.0.1:${ports.mollie}`;

function render(template: string, vars: Record<string, string>): string {
  return readFileSync(path.join(nginxConfDir, template), 'utf8').replace(
    /\$\{([A-Z_]+)\}/g,
    (whole, name: string) => {
      const value = vars[name];
      if (value === undefined) throw new Error(`nginx template ${template} needs ${name}`);
      return value;
    },
  );
}

function nginxBinary(): string {
  return process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
}

/** Writes a complete nginx.conf for one server and returns its path. */
function writeServerConfig(name: string, serverBlock: string): string {
  const dir = path.join(runtimeDir, 'nginx', name);
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const conf = `${isRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
${serverBlock}
}
`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}

/** The host's nginx.conf (docker/nginx/host.conf.template) for `port`, passing pages on. */
function hostServerBlock(
  name: string,
  port: number,
  htmlRoot: string,
  page: { upstream: string; cache: 'off' | 'pages' },
  apiUpstream = `http://127.0.0.1:${ports.api}`,
): string {
  const origins = remoteNames.map((remote) => remoteOrigin(ports[remote]));
  origins.push(remoteOrigin(ports.spare), remoteOrigin(ports.hanging));
  return render('host.conf.template', {
    PORT: `127.0.0.1:${port}`,
    HTML_ROOT: htmlRoot,
    REMOTES_JSON_PATH: remotesJsonPath,
    HOST_CONFIG_JSON_PATH: hostConfigJsonPath,
    API_UPSTREAM: apiUpstream,
    PAGE_UPSTREAM: page.upstream,
    PAGE_CACHE: page.cache,
    PAGE_CACHE_DIR: path.join(runtimeDir, 'nginx', name, 'page-cache'),
    REMOTE_ORIGINS: origins.join(' '),
    PAYMENT_ORIGINS: paymentOrigins,
    NGINX_CONF_DIR: nginxConfDir,
  });
}

/** The host's server; `pnpm bench` also serves another build of the shell this way. */
export function hostServerConfig(
  name = 'host',
  port: number = ports.host,
  htmlRoot = distOf('host'),
  pagesPort: number = ports.pages,
  apiPort: number = ports.api,
): string {
  return writeServerConfig(
    name,
    // The e2e run stops and restarts the host server to test its faults: nginx keeps no pages.
    hostServerBlock(
      name,
      port,
      htmlRoot,
      { upstream: `http://127.0.0.1:${pagesPort}`, cache: 'off' },
      `http://127.0.0.1:${apiPort}`,
    ),
  );
}

/**
 * The host's server as docker compose runs it, with its page cache on, in front of several
 * host servers (`pagesPorts`): a busy day's setup.
 */
export function cachingHostServerConfig(name: string, port: number, pagesPorts: number[]): string {
  const upstream = `${name.replace(/\W/g, '_')}_pages`;
  const servers = pagesPorts.map((pagesPort) => `server 127.0.0.1:${pagesPort};`).join(' ');
  return writeServerConfig(
    name,
    `upstream ${upstream} { ${servers} }\n` +
      hostServerBlock(name, port, distOf('host'), {
        upstream: `http://${upstream}`,
        cache: 'pages',
      }),
  );
}

export function remoteServerConfig(name: string, port: number, htmlRoot: string): string {
  return writeServerConfig(
    name,
    render('remote.conf.template', {
      PORT: `127.0.0.1:${port}`,
      HTML_ROOT: htmlRoot,
      NGINX_CONF_DIR: nginxConfDir,
    }),
  );
}

const configFor = (name: string) => path.join(runtimeDir, 'nginx', name, 'nginx.conf');

export function startNginx(name: string): void {
  execFileSync(nginxBinary(), ['-c', configFor(name)], { stdio: 'pipe' });
}

export function stopNginx(name: string): void {
  const pidFile = path.join(runtimeDir, 'nginx', name, 'nginx.pid');
  if (!existsSync(pidFile)) return;
  spawnSync(nginxBinary(), ['-c', configFor(name), '-s', 'stop'], { stdio: 'pipe' });
  // nginx removes its pid file when it has stopped; wait for that so the port is free.
  for (let i = 0; i < 50 && existsSync(pidFile); i += 1) spawnSync('sleep', ['0.1']);
}

export const stopRemote = (name: RemoteName) => stopNginx(name);
export const startRemote = (name: RemoteName) => startNginx(name);

/** A remotes.json entry: the manifest URL, or that and a canary (ADR 0037). */
export type RemotesJsonEntry =
  string | { url: string; canary?: { url: string; share?: number; cookie?: string } };

/** remotes.json as the host container would write it from its environment. */
export function writeRemotesJson(
  overrides: Partial<Record<RemoteName, RemotesJsonEntry>> = {},
): void {
  const manifest = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      overrides[name] ?? `${remoteOrigin(ports[name])}/mf-manifest.json`,
    ]),
  );
  writeFileSync(remotesJsonPath, JSON.stringify(manifest, null, 2));
}

/**
 * host-config.json as the host container writes it (docker/host-entrypoint): production's 5 s
 * remote load timeout and no logout URL, unless a test sets one for itself.
 */
export function writeHostConfig(
  settings: { logoutUrl?: string; remoteLoadTimeoutMs?: number } = {},
): void {
  writeFileSync(
    hostConfigJsonPath,
    JSON.stringify({ remoteLoadTimeoutMs: 5000, ...settings }, null, 2),
  );
}

const pidFileOf = (name: string) => path.join(runtimeDir, `${name}.pid`);
export const pageServerLog = path.join(runtimeDir, 'page-server.log');

/** The host server's settings in the e2e run: production's, with quicker remote checks. */
/** `extra` overrides; a setting given as undefined is left out (as SITE_ORIGIN unset). */
export const pageServerEnv = (extra: Record<string, string | undefined> = {}) => ({
  ...process.env,
  PORT: String(ports.pages),
  HOST: '127.0.0.1',
  API_URL: `http://127.0.0.1:${ports.api}`,
  REMOTES_JSON: remotesJsonPath,
  HTML_TEMPLATE: path.join(distOf('host'), 'index.html'),
  SITE_ORIGIN: baseURL,
  REMOTE_ORIGINS: [
    ...remoteNames.map((remote) => remoteOrigin(ports[remote])),
    remoteOrigin(ports.spare),
    remoteOrigin(ports.hanging),
  ].join(' '),
  PAYMENT_ORIGINS: paymentOrigins,
  REMOTES_REVALIDATE_MS: '500',
  LOG_LEVEL: 'warn',
  ...extra,
});

/**
 * Starts the host server as a process of its own (any test process can stop and start it);
 * `name` tells a second one apart (`pnpm bench` runs one without its page cache).
 */
export async function startPageServer(
  extra: Record<string, string | undefined> = {},
  name = 'page-server',
  program = path.join(repoRoot, 'host', 'dist-server', 'server.js'),
): Promise<void> {
  stopPageServer(name);
  const log = openSync(path.join(runtimeDir, `${name}.log`), 'a');
  const env = pageServerEnv(extra);
  const child = spawn(process.execPath, [program], {
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  writeFileSync(pidFileOf(name), String(child.pid));
  child.unref();
  for (let i = 0; i < 100; i += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${env.PORT}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The host server did not start: see ${runtimeDir}/${name}.log`);
}

export function stopPageServer(name = 'page-server'): void {
  stopByPidFile(pidFileOf(name));
}

export async function startSite(): Promise<void> {
  mkdirSync(runtimeDir, { recursive: true });
  stopSite();
  writeRemotesJson();
  writeHostConfig();
  hostServerConfig();
  startNginx('host');
  for (const name of remoteNames) {
    remoteServerConfig(name, ports[name], distOf(name));
    startNginx(name);
  }
  await startPageServer();
}

export function stopSite(): void {
  stopPageServer();
  stopPageServer('uncached-page-server');
  stopPageServer('monolith-page-server');
  for (const name of ['host', ...remoteNames, 'spare', 'monolith', 'client-only']) stopNginx(name);
}

export function cleanRuntime(): void {
  rmSync(runtimeDir, { recursive: true, force: true });
}
