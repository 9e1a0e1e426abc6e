// Whether the compose stack is up (pnpm test:compose:up): every service healthy, one without a
// health check running, a one-shot service (demo-data) finished with exit code 0.

/**
 * @typedef {{ service: string, status: string, health?: string, exitCode?: number }} ContainerState
 *   status as Docker has it (created, running, exited…), health when it has a check
 *   (starting, healthy, unhealthy).
 */

/**
 * @param {ContainerState[]} containers
 * @param {{ expected: string[], oneShot?: string[] }} services
 * @returns {{ ready: boolean, failed: string[], waiting: string[] }}
 */
export function readiness(containers, { expected, oneShot = [] }) {
  const failed = [];
  const waiting = [];
  for (const service of expected) {
    const mine = containers.filter((container) => container.service === service);
    if (!mine.length) {
      waiting.push(`${service}: no container yet`);
      continue;
    }
    for (const container of mine) {
      if (oneShot.includes(service)) {
        if (container.status === 'exited' && container.exitCode === 0) continue;
        if (container.status === 'exited')
          failed.push(`${service} exited with ${container.exitCode}`);
        else waiting.push(`${service}: ${container.status}`);
        continue;
      }
      if (container.status === 'exited' || container.status === 'dead') {
        failed.push(`${service} stopped (exit code ${container.exitCode})`);
      } else if (container.health === 'unhealthy') {
        failed.push(`${service} is unhealthy`);
      } else if (container.status !== 'running') {
        waiting.push(`${service}: ${container.status}`);
      } else if (container.health && container.health !== 'healthy') {
        waiting.push(`${service}: ${container.health}`);
      }
    }
  }
  return { ready: !failed.length && !waiting.length, failed, waiting };
}

/**
 * Asks `inspect` until the stack is ready, has failed, or `timeoutMs` passed.
 * @param {object} options
 * @param {() => Promise<ContainerState[]>} options.inspect
 * @param {{ expected: string[], oneShot?: string[] }} options.services
 * @param {number} options.timeoutMs
 * @param {number} [options.intervalMs]
 * @param {() => number} [options.now]
 * @param {(ms: number) => Promise<void>} [options.sleep]
 * @param {(waiting: string[]) => void} [options.onWait]
 * @returns {Promise<{ ready: boolean, failed: string[], waiting: string[], waitedMs: number }>}
 */
export async function waitForHealthy({
  inspect,
  services,
  timeoutMs,
  intervalMs = 2000,
  now = Date.now,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  onWait = () => undefined,
}) {
  const start = now();
  for (;;) {
    const state = readiness(await inspect(), services);
    const waitedMs = now() - start;
    if (state.ready || state.failed.length) return { ...state, waitedMs };
    if (waitedMs >= timeoutMs) {
      return {
        ready: false,
        failed: [`not ready after ${timeoutMs} ms`],
        waiting: state.waiting,
        waitedMs,
      };
    }
    onWait(state.waiting);
    await sleep(intervalMs);
  }
}
