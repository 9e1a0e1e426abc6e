import { execSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
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

const messagesFile = path.join(
  repoRoot,
  'mfe-giftcard',
  'src',
  'locales',
  'nl-nl',
  'giftcard.json',
);
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
  const source = readFileSync(messagesFile, 'utf8');
  const outDir = path.join(runtimeDir, 'giftcard-next');
  try {
    writeFileSync(messagesFile, source.replace(`"title": "${before}"`, `"title": "${after}"`));
    execSync('pnpm --filter @shop/mfe-giftcard build', {
      cwd: repoRoot,
      env: { ...process.env, SHOP_OUT_DIR: outDir, SHOP_RELEASE: 'e2e-next' },
      stdio: 'pipe',
    });
  } finally {
    writeFileSync(messagesFile, source);
  }
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
