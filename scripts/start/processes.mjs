// What `pnpm start` runs (ADR 0047): the API on its embedded database, then the host and the
// remotes on their dev servers, each with its server build in watch mode, and the host server
// rendering the pages with them (ADR 0033).
import { remoteNames } from '../../tooling/webpack-config/dev-remotes.cjs';

const colors = {
  host: 'green',
  account: 'blue',
  checkout: 'yellow',
  product: 'cyan',
  giftcard: 'red',
  backoffice: 'blueBright',
};

/**
 * The API, started first and alone (its start must not race a dozen compilers, issue 30), with
 * our stand-in for PDOK's Locatieserver beside it, which it asks for the streets of Dutch
 * addresses, offline too, unless the environment names another (ADR 0047).
 */
export function apiProcesses(ports) {
  const pdokUrl = process.env.PDOK_LOCATIESERVER_URL || `http://127.0.0.1:${ports.pdok}`;
  return [
    {
      name: 'pdok',
      command: `node tooling/pdok-locatieserver/cli.mjs --port ${ports.pdok}`,
      prefixColor: 'gray',
    },
    {
      name: 'api',
      command: 'pnpm --filter @shop/api start',
      prefixColor: 'magenta',
      env: {
        PDOK_LOCATIESERVER_URL: pdokUrl,
        PORT: String(ports.api),
        // Links in mails and the web shop's OAuth callback are the site's, wherever it listens.
        SITE_URL: process.env.SITE_URL ?? `http://localhost:${ports.host}`,
      },
    },
  ];
}

/** Everything else, started once the API answers. */
export function siteProcesses() {
  const apps = ['host', ...remoteNames];
  const packageOf = (app) => (app === 'host' ? '@shop/host' : `@shop/mfe-${app}`);
  return [
    ...apps.map((app) => ({
      name: app,
      command: `pnpm --filter ${packageOf(app)} dev`,
      prefixColor: colors[app],
    })),
    // The server builds, rebuilt on every save, and the host server that renders with them.
    ...apps.map((app) => ({
      name: `${app}:ssr`,
      command: `pnpm --filter ${packageOf(app)} dev:server`,
      prefixColor: 'gray',
    })),
    { name: 'pages', command: 'node scripts/start-host-server.mjs', prefixColor: 'white' },
  ];
}
