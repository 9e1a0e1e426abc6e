// Waiting for the parts of the development site to answer.
import { remoteNames } from '../../tooling/webpack-config/dev-remotes.cjs';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url, init) {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Resolves true once every URL answers 2xx, false when `timeoutMs` passes or `stopped()` says
 * the wait is pointless (the process it waits for has exited).
 */
export async function waitFor(urls, { timeoutMs, stopped = () => false, init }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (stopped()) return false;
    const all = await Promise.all(urls.map((url) => answers(url, init)));
    if (all.every(Boolean)) return true;
    if (Date.now() > deadline) return false;
    await pause(2_000);
  }
}

export const apiHealthUrl = (ports) => `http://127.0.0.1:${ports.api}/health`;

/**
 * The site is up when the host server renders the home page, the host's dev server answers (it
 * serves the shell's files and passes pages to the host server), and every remote publishes its
 * manifest.
 */
export function siteUrls(ports) {
  return [
    `http://127.0.0.1:${ports.pages}/`,
    `http://127.0.0.1:${ports.host}/`,
    ...remoteNames.map((name) => `http://127.0.0.1:${ports[name]}/mf-manifest.json`),
  ];
}
export const pageRequest = { headers: { accept: 'text/html' } };
