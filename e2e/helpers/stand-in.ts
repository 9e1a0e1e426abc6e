import { spawn } from 'node:child_process';
import { mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stopByPidFile } from './pid-file';
import { repoRoot, runtimeDir } from './site';

/**
 * One of our stand-ins for an outside service (tooling/<name>) as a process of its own, as the
 * real service is to the API: any test can stop it (the service down: connection refused) and
 * start it again. `readyPath` answers 2xx once it listens.
 */
export function standIn(options: {
  name: string;
  tool: string;
  port: number;
  readyPath: string;
  args?: string[];
}) {
  const url = `http://127.0.0.1:${options.port}`;
  const pidFile = path.join(runtimeDir, `${options.name}.pid`);
  const cli = path.join(repoRoot, 'tooling', options.tool, 'cli.mjs');
  const stop = () => stopByPidFile(pidFile);
  return {
    url,
    stop,
    async start(): Promise<void> {
      stop();
      mkdirSync(runtimeDir, { recursive: true });
      const log = openSync(path.join(runtimeDir, `${options.name}.log`), 'a');
      const child = spawn(
        process.execPath,
        [cli, '--port', String(options.port), ...(options.args ?? [])],
        { detached: true, stdio: ['ignore', log, log] },
      );
      writeFileSync(pidFile, String(child.pid));
      child.unref();
      for (let i = 0; i < 100; i += 1) {
        try {
          if ((await fetch(`${url}${options.readyPath}`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(
        `The ${options.name} stand-in did not start: see ${runtimeDir}/${options.name}.log`,
      );
    },
  };
}
