// `pnpm start`'s host server (ADR 0033): waits for this start's own development build of the
// host server (host/dist-dev/server, written by `dev:server`; an older one may be stale) and for
// the host's dev server, whose remotes.json and index.html it reads, then runs it with
// `node --watch`, so each rebuild restarts it.
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { mollieStandinUrl } from './start/processes.mjs';
import { waitFor } from './start/wait-for.mjs';

const require = createRequire(import.meta.url);
const { sitePorts } = require('../tooling/webpack-config/site-ports.cjs');
const { devRemoteOrigins } = require('../tooling/webpack-config/dev-remotes.cjs');
const { serverOutDir } = require('../tooling/webpack-config/server-config.cjs');
const repoRoot = path.resolve(import.meta.dirname, '..');
const entry = path.join(
  serverOutDir({ dir: path.join(repoRoot, 'host'), name: 'host' }, { production: false }),
  'server.js',
);

const launched = Date.now();
const builtSinceLaunch = () => {
  try {
    return statSync(entry).mtimeMs >= launched - 1_000;
  } catch {
    return false;
  }
};
while (!builtSinceLaunch()) await new Promise((resolve) => setTimeout(resolve, 500));
await waitFor([`http://127.0.0.1:${sitePorts.host}/remotes.json`], { timeoutMs: 600_000 });

const server = spawn(process.execPath, ['--watch', entry], {
  stdio: 'inherit',
  env: {
    PORT: String(sitePorts.pages),
    HOST: '127.0.0.1',
    API_URL: `http://127.0.0.1:${sitePorts.api}`,
    REMOTES_JSON: `http://127.0.0.1:${sitePorts.host}/remotes.json`,
    // The dev server's index.html, as it rebuilds it.
    HTML_TEMPLATE: `http://127.0.0.1:${sitePorts.host}/index.html`,
    SITE_ORIGIN: `http://localhost:${sitePorts.host}`,
    // The page's Content-Security-Policy lets the browser load the remotes' dev servers, and
    // each dev server's live reload reach it.
    REMOTE_ORIGINS: devRemoteOrigins(),
    // The payment provider's card fields and script: our Mollie stand-in (ADR 0052).
    PAYMENT_ORIGINS: mollieStandinUrl(sitePorts),
    // A development build changes on every save: pages render anew each time.
    PAGE_CACHE_MS: '0',
    REMOTES_REVALIDATE_MS: '2000',
    // Development builds are large and unminified: give a remote longer on its first render.
    REMOTE_RENDER_BUDGET_MS: '2000',
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
