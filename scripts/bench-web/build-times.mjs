// Production builds, one app at a time, each timed alone: what a team waits for when it
// releases its remote (`pnpm --filter <app> build`), and the monolith measurement build.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Every app the site serves: the host and each remote of the one list
 * (shared-contracts/src/modules/remotes.json, the folder mfe-<name>), so that a new remote is
 * built too (a bench on a fresh clone once stopped for the back office, which a hand-made list
 * had left out).
 */
export function appBuilds(root = repoRoot) {
  const remotes = JSON.parse(
    readFileSync(path.join(root, 'shared-contracts', 'src', 'modules', 'remotes.json'), 'utf8'),
  );
  return ['host', ...Object.keys(remotes).map((name) => `mfe-${name}`)].map((folder) => {
    const { name } = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
    return {
      app: folder === 'host' ? 'host' : folder.replace(/^mfe-/, ''),
      command: `pnpm --filter ${name} build`,
    };
  });
}

export const monolithBuild = {
  app: 'monolith',
  command:
    'pnpm --filter @shop/host exec webpack --config ../bench/monolith/webpack.config.cjs --mode production',
};

export const builds = [...appBuilds(), monolithBuild];

/** Runs each build in turn; fails on the first that fails. */
export function buildEach(cwd, only = builds) {
  return only.map(({ app, command }) => {
    console.log(`▶ build ${app}: ${command}`);
    const started = performance.now();
    const build = spawnSync(command, { shell: true, stdio: 'inherit', cwd });
    if (build.status !== 0) throw new Error(`${command} failed`);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    console.log(`  ${app} built in ${seconds} s`);
    return { app, command, seconds };
  });
}
