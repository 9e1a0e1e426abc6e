import { execSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { expect, test } from '../helpers/test';
import {
  distOf,
  ports,
  remoteOrigin,
  remoteServerConfig,
  repoRoot,
  runtimeDir,
  startNginx,
  stopNginx,
  writeRemotesJson,
} from '../helpers/site';

/** The server-rendered page's HTML, straight from the host server. */
const serverHtml = async (url: string) =>
  (await fetch(`http://127.0.0.1:${ports.pages}${url}`)).text();

/**
 * The gift card remote's source, copied into the run's folder for the team's change: the
 * repository's own files stay as they are, even when the test is killed halfway. The copy sits
 * one folder below a copy of tsconfig.base.json, as the remote sits in the repository, and
 * resolves its packages through the remote's own node_modules.
 */
function copyOfGiftcardSource(): string {
  const root = path.join(runtimeDir, 'redeploy-source');
  const dir = path.join(root, 'mfe-giftcard');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  copyFileSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(root, 'tsconfig.base.json'));
  cpSync(path.join(repoRoot, 'mfe-giftcard'), dir, {
    recursive: true,
    filter: (source) => !/[\\/]mfe-giftcard[\\/](node_modules|dist)$/.test(source),
  });
  symlinkSync(path.join(repoRoot, 'mfe-giftcard', 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

const before = 'Saldo van je cadeaukaart';
const after = 'Saldo van je cadeaukaart — nieuwe release';

test('a remote rebuilt and deployed at a new URL shows up without rebuilding the host', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const hostEntry = path.join(distOf('host'), 'main.js');
  const hostBuiltAt = statSync(hostEntry).mtimeMs;
  const hostBundle = readFileSync(hostEntry, 'utf8');

  await page.goto('/cadeaukaart/saldo');
  await expect(page.getByRole('heading', { name: before, exact: true })).toBeVisible();

  // The gift card team changes a text and releases a new build to a new place.
  const sourceDir = copyOfGiftcardSource();
  const messagesFile = path.join(sourceDir, 'src', 'locales', 'nl-nl', 'giftcard.json');
  const source = readFileSync(messagesFile, 'utf8');
  expect(source).toContain(`"title": "${before}"`);
  writeFileSync(messagesFile, source.replace(`"title": "${before}"`, `"title": "${after}"`));
  const outDir = path.join(runtimeDir, 'giftcard-next');
  execSync(`${path.join(sourceDir, 'node_modules', '.bin', 'webpack')} --mode production`, {
    cwd: sourceDir,
    env: { ...process.env, SHOP_OUT_DIR: outDir, SHOP_RELEASE: 'e2e-next' },
    stdio: 'pipe',
  });
  remoteServerConfig('spare', ports.spare, outDir);
  startNginx('spare');
  try {
    // Only remotes.json changes on the host's side. The host server picks the release up within
    // its check interval, without a restart (ADR 0033), and renders the new text itself.
    writeRemotesJson({ giftcard: `${remoteOrigin(ports.spare)}/mf-manifest.json` });
    await expect.poll(() => serverHtml('/cadeaukaart/saldo'), { timeout: 15_000 }).toContain(after);
    await page.reload();
    await expect(page.getByRole('heading', { name: after })).toBeVisible();
    await expect(page.locator('main [data-boundary="giftcard"]')).toHaveAttribute(
      'data-release',
      'e2e-next',
    );
    expect(statSync(hostEntry).mtimeMs).toBe(hostBuiltAt);
    expect(readFileSync(hostEntry, 'utf8')).toBe(hostBundle);
    // No address of the new place in the host (its port alone may occur inside a chunk hash).
    expect(hostBundle).not.toContain(`127.0.0.1:${ports.spare}`);
    expect(hostBundle).not.toContain(`localhost:${ports.spare}`);
  } finally {
    writeRemotesJson();
    stopNginx('spare');
  }
  // Rolled back: the server renders the old release again.
  await expect
    .poll(() => serverHtml('/cadeaukaart/saldo'), { timeout: 15_000 })
    .not.toContain(after);
  await page.reload();
  await expect(page.getByRole('heading', { name: before, exact: true })).toBeVisible();
});
