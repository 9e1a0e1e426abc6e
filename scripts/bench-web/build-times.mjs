// Production builds, one app at a time, each timed alone: what a team waits for when it
// releases its remote (`pnpm --filter <remote> build`), and the monolith measurement build.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

export const builds = [
  { app: 'host', command: 'pnpm --filter @shop/host build' },
  { app: 'account', command: 'pnpm --filter @shop/mfe-account build' },
  { app: 'checkout', command: 'pnpm --filter @shop/mfe-checkout build' },
  { app: 'product', command: 'pnpm --filter @shop/mfe-product build' },
  { app: 'giftcard', command: 'pnpm --filter @shop/mfe-giftcard build' },
  {
    app: 'monolith',
    command:
      'pnpm --filter @shop/host exec webpack --config ../bench/monolith/webpack.config.cjs --mode production',
  },
];

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
