import { readServerConfig } from './config';
import {
  canariesFor,
  configureInternalOrigins,
  followRemotes,
  refreshRemotes,
  remoteReleases,
} from './server-remotes';
import { renderPage } from './render-page';
import { clientShell, loadPageTemplate } from './page-template';
import { createStylesheetInliner, stylesheetsBeside } from './inline-stylesheets';
import { internalUrl } from './internal-origins';
import { createPageServer } from './page-server';
import { createReadiness, stopGracefully } from './graceful-stop';

async function start() {
  const config = readServerConfig();
  configureInternalOrigins(config.REMOTE_INTERNAL_ORIGINS);
  const fillPage = loadPageTemplate(config.HTML_TEMPLATE);
  const inlineStylesheets = createStylesheetInliner(
    stylesheetsBeside(config.HTML_TEMPLATE, internalUrl),
    { revalidateMs: config.REMOTES_REVALIDATE_MS },
  );
  const readiness = createReadiness();
  const app = createPageServer({
    config,
    readiness,
    render: (request) =>
      renderPage(request, { apiUrl: config.API_URL, budgetMs: config.REMOTE_RENDER_BUDGET_MS }),
    fillTemplate: async (parts) => inlineStylesheets(await fillPage(parts)),
    shell: clientShell(config.HTML_TEMPLATE),
    releases: remoteReleases,
    canaries: canariesFor,
    logLevel: process.env.LOG_LEVEL,
  });
  // Not readable yet (the server that writes or serves it starts beside this one, or is busy
  // compiling in `pnpm start`): read again with every check below, and until then every page
  // leaves its remotes to the browser. An error only if it stays unreadable (followRemotes).
  await refreshRemotes(config.REMOTES_JSON).catch((error: unknown) =>
    app.log.warn(
      { err: error },
      `remotes.json not readable yet: read again every ${config.REMOTES_REVALIDATE_MS} ms`,
    ),
  );
  followRemotes(config.REMOTES_JSON, config.REMOTES_REVALIDATE_MS);
  await app.listen({ port: config.PORT, host: config.HOST });
  // Readiness first, then no new connections and the pages in flight finished (ADR 0058); cut
  // at the bound rather than left to the orchestrator's SIGKILL.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const bounds = { delayMs: config.SHUTDOWN_DELAY_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS };
      void stopGracefully(app, readiness, bounds).then((outcome) => {
        if (outcome === 'timed out') app.log.error('the stop ran out of time: pages cut');
        process.exit(outcome === 'stopped' ? 0 : 1);
      });
    });
  }
}

void start().catch((error: unknown) => {
  console.error('[host-server] could not start', error);
  process.exit(1);
});
