import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * Stops the process a pid file names (the e2e run's host servers and the PDOK stand-in, each
 * started detached so any test can stop and start it) and waits until it is gone, so its port
 * refuses connections when this returns: what a test of a server down relies on.
 */
export function stopByPidFile(pidFile: string): void {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile, { force: true });
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // gone already
  }
  for (let i = 0; i < 50; i += 1) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    spawnSync('sleep', ['0.1']);
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone
  }
}
