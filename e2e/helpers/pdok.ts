import { spawn } from 'node:child_process';
import { mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stopByPidFile } from './pid-file';
import { ports, repoRoot, runtimeDir } from './site';

/**
 * Our stand-in for PDOK's Locatieserver (tooling/pdok-locatieserver, ADR 0047) as a process of
 * its own, like production's PDOK is to the API: any test can stop it (PDOK down: connection
 * refused) and start it again.
 */
export const pdokUrl = `http://127.0.0.1:${ports.pdok}`;
const pidFile = path.join(runtimeDir, 'pdok.pid');
const cli = path.join(repoRoot, 'tooling', 'pdok-locatieserver', 'cli.mjs');

export async function startPdok(): Promise<void> {
  stopPdok();
  mkdirSync(runtimeDir, { recursive: true });
  const log = openSync(path.join(runtimeDir, 'pdok.log'), 'a');
  const child = spawn(process.execPath, [cli, '--port', String(ports.pdok)], {
    detached: true,
    stdio: ['ignore', log, log],
  });
  writeFileSync(pidFile, String(child.pid));
  child.unref();
  for (let i = 0; i < 100; i += 1) {
    try {
      const search = await fetch(`${pdokUrl}/bzk/locatieserver/search/v3_1/free?rows=0`);
      if (search.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The PDOK stand-in did not start: see ${runtimeDir}/pdok.log`);
}

export function stopPdok(): void {
  stopByPidFile(pidFile);
}
