import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { mollieSettings } from './mollie';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A port nothing listens on right now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A fresh PostgreSQL database on DATABASE_URL's server; drop it with the answered function. */
export async function scratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${Math.random().toString(16).slice(2, 14)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** How the server process runs: from source through tsx, or production's compiled dist/. */
const serverCommands = {
  source: ['--import', 'tsx', 'src/server.ts'],
  compiled: ['dist/server.js'],
} as const;

/**
 * The real server (src/server.ts, or dist/server.js when `compiled`) as its own process on
 * `port`, logging at info so a test can see which requests reached it; resolves once /health
 * answers. It pays through this test process's Mollie stand-in (helpers/mollie.ts) unless `env`
 * says otherwise.
 */
export async function startApiProcess(
  port: number,
  env: Record<string, string>,
  { run = 'source' }: { run?: keyof typeof serverCommands } = {},
) {
  const mollie = await mollieSettings();
  const child: ChildProcess = spawn(process.execPath, serverCommands[run], {
    cwd: apiRoot,
    env: {
      ...process.env,
      // Production's process has no TypeScript loader: none may come in through the environment.
      ...(run === 'compiled' ? { NODE_OPTIONS: '' } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      MOLLIE_API_KEY: mollie.apiKey,
      MOLLIE_PROFILE_ID: mollie.profileId,
      MOLLIE_API_ENDPOINT: mollie.apiEndpoint!,
      MOLLIE_COMPONENTS_URL: mollie.componentsScript!,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (let i = 0; ; i += 1) {
    if (exited) throw new Error(`the API on port ${port} exited while starting`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 240) throw new Error(`the API on port ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    /** The process's id, to signal it. */
    pid: child.pid!,
    /** Resolves with the exit code once the process has ended. */
    exited: new Promise<number | null>((resolve) => {
      if (exited) resolve(child.exitCode);
      else child.once('exit', (code) => resolve(code));
    }),
    /** Everything it logged so far (pino JSON lines). */
    log: () => log,
    stop(signal: NodeJS.Signals = 'SIGTERM') {
      return new Promise<number | null>((resolve) => {
        if (exited) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      });
    },
  };
}
