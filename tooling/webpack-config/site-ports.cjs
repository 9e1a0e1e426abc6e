// Ports of the development site (`pnpm start`). The e2e run uses its own range (E2E_PORT_BASE).
// START_PORT_BASE moves them all together (default 3000), so the start check of `pnpm test` runs
// beside a developer's own `pnpm start`: every process of the site reads its ports here.

const { remoteNames } = require('./remote-names.cjs');

/**
 * The site's ports for a base: the host on the base, the remotes after it in the one list's
 * order (account on +1, ...; room for nine before the host server's +10), the API at +100.
 */
function sitePortsFrom(base) {
  return {
    host: base,
    ...Object.fromEntries(remoteNames.map((name, index) => [name, base + 1 + index])),
    api: base + 100,
    // The PDOK Locatieserver stand-in the API asks for streets (tooling/pdok-locatieserver, ADR 0047).
    pdok: base + 110,
    // The Mollie stand-in the API takes payments through, offline (tooling/mollie-standin, ADR 0052).
    mollie: base + 111,
    // The host server, which renders the pages (ADR 0033); the host's dev server passes it pages.
    pages: base + 10,
  };
}

function portBase(env = process.env) {
  const value = env.START_PORT_BASE;
  if (value === undefined || value === '') return 3000;
  const base = Number(value);
  if (!Number.isInteger(base) || base < 1024 || base > 65_000)
    throw new Error(`START_PORT_BASE must be a port number from 1024 to 65000 (got "${value}")`);
  return base;
}

const sitePorts = sitePortsFrom(portBase());
module.exports = { sitePorts, sitePortsFrom };
