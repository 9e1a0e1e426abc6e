import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '../helpers/test';
import { baseURL, remoteNames, repoRoot } from '../helpers/site';

const run = promisify(execFile);

// CI's release check (ADR 0035): every remote of this build, as the running host's remotes.json
// names it, against the running host's own manifest.
test('pnpm release:check passes every remote of this build against the running host', async () => {
  test.setTimeout(60_000);
  for (const remote of remoteNames) {
    const { stdout } = await run('pnpm', ['--silent', 'release:check', remote, '--host', baseURL], {
      cwd: repoRoot,
    });
    expect(stdout).toContain(`release:check ok: ${remote} (`);
    expect(stdout).toMatch(/\d+ shared ranges satisfied/);
  }
});
