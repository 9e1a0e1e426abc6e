// Ports of the development site (`pnpm start`). The e2e run uses its own range.
const sitePorts = {
  host: 3000,
  account: 3001,
  checkout: 3002,
  product: 3003,
  giftcard: 3004,
  backoffice: 3005,
  api: 3100,
  // The PDOK Locatieserver stand-in the API asks for streets (tooling/pdok-locatieserver, ADR 0047).
  pdok: 3110,
  // The host server, which renders the pages (ADR 0033); the host's dev server passes it pages.
  pages: 3010,
};
module.exports = { sitePorts };
