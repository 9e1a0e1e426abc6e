import { cpSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../helpers/test';
import {
  distOf,
  ports,
  remoteOrigin,
  remoteServerConfig,
  runtimeDir,
  startNginx,
  startPageServer,
  stopNginx,
  stopPageServer,
  writeRemotesJson,
} from '../helpers/site';

// A remote publishes its pages in its mf-manifest.json; the host composes the site's routes
// from them at run time (ADR 0036). Here the gift card team renames its pages: a release whose
// manifest moves /cadeaukaart to /cadeaubon and keeps the old path as a redirect, deployed
// without a host build.
const pagesURL = `http://127.0.0.1:${ports.pages}`;
const release = path.join(runtimeDir, 'giftcard-renamed');

function deployRenamedRelease(asCanary = false): void {
  rmSync(release, { recursive: true, force: true });
  cpSync(distOf('giftcard'), release, { recursive: true });
  const file = path.join(release, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.metaData.shopRoutes = {
    pages: [
      { path: '/cadeaubon/*', module: 'GiftcardRoutes' },
      { path: '/bestelling-zoeken', module: 'OrderSearchPage' },
    ],
    redirects: [{ from: '/cadeaukaart/*', to: '/cadeaubon/*' }],
  };
  writeFileSync(file, JSON.stringify(manifest));
  remoteServerConfig('spare', ports.spare, release);
  startNginx('spare');
  const renamed = `${remoteOrigin(ports.spare)}/mf-manifest.json`;
  writeRemotesJson({
    giftcard: asCanary
      ? { url: `${remoteOrigin(ports.giftcard)}/mf-manifest.json`, canary: { url: renamed } }
      : renamed,
  });
}

test.describe('a remote renames its pages without a host release', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterEach(async () => {
    writeRemotesJson();
    stopNginx('spare');
    await startPageServer();
  });

  test('the server renders the new path and forwards the old one, in every locale', async ({
    page,
    request,
  }) => {
    deployRenamedRelease();
    const hostEntry = path.join(distOf('host'), 'main.js');
    const hostBuiltAt = statSync(hostEntry).mtimeMs;
    // The host server picks the release up within its check interval.
    await expect
      .poll(async () => (await request.get(`${pagesURL}/fr-be/cadeaubon/saldo`)).status(), {
        timeout: 15_000,
      })
      .toBe(200);
    const html = await (await request.get(`${pagesURL}/cadeaubon/saldo`)).text();
    expect(html).toContain('Saldo van je cadeaukaart');
    const old = await request.get(`${pagesURL}/fr-be/cadeaukaart/verkooppunten?stad=gent`, {
      maxRedirects: 0,
    });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe('/fr-be/cadeaubon/verkooppunten?stad=gent');

    // In the browser: the old link lands on the new page, whose own links follow the new path.
    await page.goto('/cadeaukaart/saldo');
    await expect(page).toHaveURL(/\/cadeaubon\/saldo$/);
    await expect(page.getByRole('heading', { name: 'Saldo van je cadeaukaart' })).toBeVisible();
    await page.getByRole('link', { name: 'Verkooppunten' }).click();
    await expect(page).toHaveURL(/\/cadeaubon\/verkooppunten$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(statSync(hostEntry).mtimeMs).toBe(hostBuiltAt);

    // Rolled back: the old path is the page again.
    writeRemotesJson();
    await expect
      .poll(
        async () =>
          (await request.get(`${pagesURL}/cadeaukaart/saldo`, { maxRedirects: 0 })).status(),
        { timeout: 15_000 },
      )
      .toBe(200);
    expect((await request.get(`${pagesURL}/cadeaubon/saldo`)).status()).toBe(404);
  });

  test('without the host server, the browser reads the routes from the remotes itself', async ({
    page,
  }) => {
    deployRenamedRelease();
    stopPageServer();
    await page.goto('/nl-be/cadeaukaart/saldo');
    await expect(page).toHaveURL(/\/nl-be\/cadeaubon\/saldo$/);
    await expect(page.getByRole('heading', { name: 'Saldo van je geschenkkaart' })).toBeVisible();
    // The other teams' pages are where they were.
    await page.goto('/nl-be/p/zonnig-boeket');
    await expect(page.getByRole('heading', { level: 1, name: 'Zonnig boeket' })).toBeVisible();
  });

  test('as a canary, the renamed pages go to the shopper who opted in only', async ({
    page,
    context,
    baseURL,
  }) => {
    deployRenamedRelease(true);
    // The server renders the stable release's routes for everyone.
    await page.goto('/cadeaukaart/saldo');
    await expect(page.getByRole('heading', { name: 'Saldo van je cadeaukaart' })).toBeVisible();
    await expect(page).toHaveURL(/\/cadeaukaart\/saldo$/);

    // The opted-in shopper's browser routes with the canary's pages, and renders the page itself.
    await context.addCookies([{ name: 'shop-host-canary', value: 'giftcard', url: baseURL }]);
    await page.goto('/cadeaukaart/saldo');
    await expect(page).toHaveURL(/\/cadeaubon\/saldo$/);
    await expect(page.getByRole('heading', { name: 'Saldo van je cadeaukaart' })).toBeVisible();
    await page.goto('/cadeaubon/verkooppunten');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/cadeaubon\/verkooppunten$/);
  });
});
