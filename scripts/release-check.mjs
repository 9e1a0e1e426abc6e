// `pnpm release:check <remote> --host <url> [--remote <manifest url> | --dist <dir>]` (ADR 0035):
// refuses (exit 1) a remote's release that the live host cannot mount, because the host does not
// provide a shared version the remote needs, or that no longer exposes a module others load.
// Runs under `node --import tsx`: the list of consumed modules is TypeScript.
import { parseArgs } from 'node:util';
import { exposedModules } from '../shared-contracts/src/modules/index.ts';
import { releaseProblems } from './release-check/check.mjs';
import { ReleaseCheckError, hostManifest, remoteManifests } from './release-check/manifests.mjs';

const usage =
  'usage: pnpm release:check <remote> --host <url> [--remote <mf-manifest.json url> | --dist <dir>]';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { host: { type: 'string' }, remote: { type: 'string' }, dist: { type: 'string' } },
  });
  const [remote] = positionals;
  if (!remote || !values.host || positionals.length > 1) throw new ReleaseCheckError(usage);
  if (!Object.hasOwn(exposedModules, remote)) {
    throw new ReleaseCheckError(
      `unknown remote "${remote}": one of ${Object.keys(exposedModules).join(', ')}`,
    );
  }
  const host = await hostManifest(values.host);
  const releases = await remoteManifests({
    remote,
    hostUrl: values.host,
    remoteUrl: values.remote,
    dist: values.dist,
  });
  let refused = false;
  for (const { source, manifest } of releases) {
    const problems = releaseProblems({
      remote,
      hostManifest: host,
      remoteManifest: manifest,
      consumed: exposedModules[remote],
    });
    if (problems.length > 0) {
      refused = true;
      console.error(`release:check REFUSED ${remote} (${source}) on ${values.host}:`);
      for (const problem of problems) console.error(`  - ${problem}`);
      continue;
    }
    const shared = (manifest.shared ?? []).filter((entry) => entry.requiredVersion).length;
    console.log(
      `release:check ok: ${remote} (${source}) on ${values.host}: ` +
        `${shared} shared ranges satisfied, exposes ${exposedModules[remote].join(', ')}`,
    );
  }
  return refused ? 1 : 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error) => {
    console.error(
      error instanceof ReleaseCheckError ? `release:check failed: ${error.message}` : error,
    );
    process.exitCode = 1;
  },
);
