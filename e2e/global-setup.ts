import { existsSync } from 'node:fs';
import path from 'node:path';
import { distOf, remoteNames, startSite } from './helpers/site';
import { startPdok } from './helpers/pdok';
import { startMollie } from './helpers/mollie';

export default async function globalSetup() {
  // The host is a page; a remote's production build is its federation assets only.
  for (const app of ['host', ...remoteNames] as const) {
    const entry = app === 'host' ? 'index.html' : 'mf-manifest.json';
    if (!existsSync(path.join(distOf(app), entry))) {
      throw new Error(`${distOf(app)} is missing: run \`pnpm build\` before the e2e suite`);
    }
  }
  if (!existsSync(path.join(distOf('host'), '..', 'dist-server', 'server.js'))) {
    throw new Error('host/dist-server is missing: run `pnpm build` before the e2e suite');
  }
  await startSite();
  await startPdok();
  await startMollie();
}
