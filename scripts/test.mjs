// `pnpm test`: every check, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'pnpm lint'],
  ['typecheck', 'pnpm typecheck'],
  ['unit tests', 'pnpm test:unit'],
  ['API tests', 'pnpm test:api'],
  // `pnpm start`, cold and warm, on a busy machine (issue 30): before the production build, as
  // a developer meets it on a fresh clone.
  ['pnpm start, cold and warm', 'pnpm test:start'],
  ['production build', 'pnpm build'],
  ['end-to-end tests', 'pnpm test:e2e'],
  ['docker compose file', 'pnpm test:compose'],
];

for (const [label, command] of steps) {
  console.log(`\n▶ ${label}: ${command}`);
  const started = Date.now();
  const run = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (run.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds} s`);
    process.exit(run.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}
console.log('\nAll checks passed.');
