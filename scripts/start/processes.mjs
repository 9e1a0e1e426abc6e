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

/** Where the browser and the API reach our Mollie stand-in in `pnpm start` (ADR 0052). */
export const mollieStandinUrl = (ports) => `http://127.0.0.1:${ports.mollie}`;

/**
 * The API, started first and alone (its start must not race a dozen compilers, issue 30), with
 * our stand-ins beside it, each on its own port as the real service is another site: PDOK's
 * Locatieserver, which it asks for the streets of Dutch addresses (ADR 0047), and Mollie, which
 * takes the payments (ADR 0052); the environment may name the real ones instead.
 */
export function apiProcesses(ports) {
  const pdokUrl = process.env.PDOK_LOCATIESERVER_URL || `http://127.0.0.1:${ports.pdok}`;
  const mollie = mollieStandinUrl(ports);
  return [
    {
      name: 'pdok',
      command: `node tooling/pdok-locatieserver/cli.mjs --port ${ports.pdok}`,
      prefixColor: 'gray',
    },
    {
      name: 'mollie',
      command: `node tooling/mollie-standin/cli.mjs --port ${ports.mollie}`,
      prefixColor: 'gray',
    },
    {
      name: 'api',
      command: 'pnpm --filter @shop/api start',
      prefixColor: 'magenta',
      env: {
        PDOK_LOCATIESERVER_URL: pdokUrl,
        MOLLIE_API_ENDPOINT: process.env.MOLLIE_API_ENDPOINT ?? `${mollie}/v2/`,
        MOLLIE_COMPONENTS_URL: process.env.MOLLIE_COMPONENTS_URL ?? `${mollie}/v1/mollie.js`,
        // The stand-in reports payments to the API itself, as Mollie would to the public site.
        MOLLIE_WEBHOOK_URL:
          process.env.MOLLIE_WEBHOOK_URL ?? `http://127.0.0.1:${ports.api}/payments/webhook/mollie`,
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
