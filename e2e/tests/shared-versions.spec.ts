import { execFile, execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../helpers/test';
import {
  baseURL,
  pageServerLog,
  ports,
  remoteOrigin,
  remoteServerConfig,
  repoRoot,
  runtimeDir,
  startNginx,
  stopNginx,
  writeRemotesJson,
} from '../helpers/site';

const run = promisify(execFile);
const serverHtml = async (url: string) =>
  (await fetch(`http://127.0.0.1:${ports.pages}${url}`)).text();

const heading = 'Saldo van je cadeaukaart';
// The version the host provides: shared-ui's own, as the host was built with it.
const provided = (
  JSON.parse(readFileSync(path.join(repoRoot, 'shared-ui', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const mismatch = `remote giftcard needs @shop/shared-ui ^9.0.0, the host provides ${provided}`;
const releaseOrigin = remoteOrigin(ports.spare);
const releaseManifest = `${releaseOrigin}/mf-manifest.json`;

// A gift card release built against a shared-ui the host does not have yet (ADR 0035). The
// sources stay as they are: SHOP_SHARED_VERSION_OVERRIDE builds as if shared-ui were 9.0.0.
test.describe('a remote built against a newer shared-ui than the host provides', () => {
  test.beforeAll(() => {
    test.setTimeout(240_000);
    const outDir = path.join(runtimeDir, 'giftcard-shared-ui-9');
    execSync('pnpm --filter @shop/mfe-giftcard build', {
      cwd: repoRoot,
      env: {
        ...process.env,
        SHOP_OUT_DIR: outDir,
        SHOP_RELEASE: 'e2e-shared-ui-9',
        SHOP_SHARED_VERSION_OVERRIDE: '@shop/shared-ui=9.0.0',
      },
      stdio: 'pipe',
    });
    remoteServerConfig('spare', ports.spare, outDir);
    startNginx('spare');
  });

  test.afterAll(() => stopNginx('spare'));

  test('pnpm release:check refuses it against the running host, naming the package', async () => {
    const refused = await run(
      'pnpm',
      ['--silent', 'release:check', 'giftcard', '--host', baseURL, '--remote', releaseManifest],
      { cwd: repoRoot },
    ).catch((error: { code: number; stderr: string }) => error);
    expect('code' in refused && refused.code).toBe(1);
    expect(refused.stderr).toContain(`REFUSED giftcard (${releaseManifest})`);
    expect(refused.stderr).toContain(
      `giftcard needs @shop/shared-ui ^9.0.0, the host provides ${provided}`,
    );
  });

  test('is not mounted: its slot falls back, the console names the mismatch, the rest works', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const releaseScripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(releaseOrigin) && request.url().endsWith('.js')) {
        releaseScripts.push(request.url());
      }
    });
    writeRemotesJson({ giftcard: releaseManifest });
    try {
      // The host server refuses it too: it renders the page without the gift card remote.
      await expect
        .poll(() => serverHtml('/cadeaukaart/saldo'), { timeout: 15_000 })
        .not.toContain(heading);
      expect(readFileSync(pageServerLog, 'utf8')).toContain(
        `[host-server] ${mismatch}: not mounted`,
      );

      await page.goto('/cadeaukaart/saldo');
      const main = page.getByRole('main');
      await expect(main.getByRole('alert')).toContainText('Er is een fout opgetreden', {
        timeout: 9_000,
      });
      await expect(main.getByRole('heading', { name: heading })).toHaveCount(0);
      await expect.poll(() => messages).toContain(`[host] ${mismatch}: not mounted`);
      // Refused before any of its code ran.
      expect(releaseScripts).toEqual([]);

      // The rest of the page works: the header's cart, another team's page.
      await expect(page.getByRole('button', { name: /^Winkelwagen/ })).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Hoofdmenu' })
        .getByRole('link', { name: 'Boeketten' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Boeketten' })).toBeVisible();
    } finally {
      writeRemotesJson();
    }
    // Pointed back, the release the host can mount renders again.
    await expect
      .poll(() => serverHtml('/cadeaukaart/saldo'), { timeout: 15_000 })
      .toContain(heading);
    await page.goto('/cadeaukaart/saldo');
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  });
});
