// `pnpm start`: the whole site for development. The API on its embedded database (seeded on
// first start), the host and the four remotes on their dev servers, each with its server build
// in watch mode, and the host server rendering the pages (ADR 0033). Ctrl-C stops everything.
import concurrently from 'concurrently';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { sitePorts } = require('../tooling/webpack-config/site-ports.cjs');

// Streets of Dutch addresses from our PDOK stand-in, offline too, unless the environment names
// another (PDOK_LOCATIESERVER_URL=https://api.pdok.nl on a machine that is online; ADR 0047).
const pdokUrl = process.env.PDOK_LOCATIESERVER_URL || `http://127.0.0.1:${sitePorts.pdok}`;
const apps = [
  {
    name: 'api',
    command: 'pnpm --filter @shop/api start',
    prefixColor: 'magenta',
    env: { PDOK_LOCATIESERVER_URL: pdokUrl },
  },
  {
    name: 'pdok',
    command: `node tooling/pdok-locatieserver/cli.mjs --port ${sitePorts.pdok}`,
    prefixColor: 'gray',
  },
  { name: 'host', command: 'pnpm --filter @shop/host dev', prefixColor: 'green' },
  { name: 'account', command: 'pnpm --filter @shop/mfe-account dev', prefixColor: 'blue' },
  { name: 'checkout', command: 'pnpm --filter @shop/mfe-checkout dev', prefixColor: 'yellow' },
  { name: 'product', command: 'pnpm --filter @shop/mfe-product dev', prefixColor: 'cyan' },
  { name: 'giftcard', command: 'pnpm --filter @shop/mfe-giftcard dev', prefixColor: 'red' },
  {
    name: 'backoffice',
    command: 'pnpm --filter @shop/mfe-backoffice dev',
    prefixColor: 'blueBright',
  },
  // The server builds, rebuilt on every save, and the host server that renders with them.
  ...['host', 'mfe-account', 'mfe-checkout', 'mfe-product', 'mfe-giftcard', 'mfe-backoffice'].map(
    (app) => ({
      name: `${app.replace('mfe-', '')}:ssr`,
      command: `pnpm --filter @shop/${app} dev:server`,
      prefixColor: 'gray',
    }),
  ),
  { name: 'pages', command: 'node scripts/start-host-server.mjs', prefixColor: 'white' },
];

const url = `http://localhost:${sitePorts.host}`;
console.log(`\nStarting the shop. Open ${url} once the dev servers report "compiled".\n`);
const { result, commands } = concurrently(apps, {
  killOthersOn: ['failure'],
  prefix: 'name',
  handleInput: false,
});
setTimeout(
  () => console.log(`\n  ➜  The shop: ${url}   (API docs: ${url}/api/docs)\n`),
  20_000,
).unref();
// Ctrl-C reaches every dev server through the terminal; a plain kill of this process must too.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => commands.forEach((command) => command.kill(signal)));
}
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
