import { existsSync } from 'node:fs';
import path from 'node:path';
import { distOf, remoteNames, startSite } from './helpers/site';

export default function globalSetup() {
  for (const app of ['host', ...remoteNames] as const) {
    if (!existsSync(path.join(distOf(app), 'index.html'))) {
      throw new Error(`${distOf(app)} is missing: run \`pnpm build\` before the e2e suite`);
    }
  }
  startSite();
}
