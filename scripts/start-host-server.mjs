// `pnpm start`'s host server (ADR 0033): waits for the first development build of
// host/dist-server (left by `pnpm build` or written by `dev:server`), then runs it with `node --watch`, so each rebuild restarts it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { sitePorts } = require('../tooling/webpack-config/site-ports.cjs');
const { devRemoteOrigins } = require('../tooling/webpack-config/dev-remotes.cjs');
const repoRoot = path.resolve(import.meta.dirname, '..');
const entry = path.join(repoRoot, 'host', 'dist-server', 'server.js');

while (!existsSync(entry)) {
  await new Promise((resolve) => setTimeout(resolve, 500));
}
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
