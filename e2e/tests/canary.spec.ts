import { execSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '../helpers/test';
import {
  baseURL,
  cachingHostServerConfig,
  distOf,
  ports,
  remoteOrigin,
  remoteServerConfig,
  repoRoot,
  runtimeDir,
  startNginx,
  stopNginx,
  writeRemotesJson,
  type RemotesJsonEntry,
} from '../helpers/site';

// ADR 0037: a second release of the gift card remote for the shoppers who opt in by cookie and a
// share of the others; the choice sticks; rolling back is pointing remotes.json back, with no
// host rebuild. The canary is the same source built with another release label
// (`data-release`), into a folder of its own: no file of the repository changes.

const CANARY_RELEASE = 'e2e-canary';
const canaryDir = path.join(runtimeDir, 'giftcard-canary');
const stableUrl = `${remoteOrigin(ports.giftcard)}/mf-manifest.json`;
const canaryUrl = `${remoteOrigin(ports.spare)}/mf-manifest.json`;
const giftcardPage = '/cadeaukaart/saldo';
const optIn = { name: 'shop-host-canary', value: 'giftcard' };
const bucket = (value: number) => ({ name: 'shop-host-bucket', value: String(value) });

/**
 * The page as the host server renders it for a shopper with these cookies (or as the site at
 * `origin` answers it).
 */
async function serverPage(
  cookies: { name: string; value: string }[] = [],
  { origin = `http://127.0.0.1:${ports.pages}`, url = giftcardPage } = {},
) {
  const response = await fetch(`${origin}${url}`, {
    headers: { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') },
  });
  const html = await response.text();
  return {
    pageCache: response.headers.get('x-page-cache'),
    cacheControl: response.headers.get('cache-control'),
    /** The release of the gift card part the server rendered; undefined: left to the browser. */
    release: /data-boundary="giftcard" data-release="([^"]*)"/.exec(html)?.[1],
  };
}

/** The gift card release the shopper's hydrated page shows. */
/**
 * Waits for the gift card part to show `release`: a page the browser renders itself (a canary
 * the server left out) first shows the server's markup, until the browser's render commits.
 */
async function expectRelease(page: Page, release: string): Promise<void> {
  await expect(page.locator('main [data-boundary="giftcard"]')).toHaveAttribute(
    'data-release',
    release,
  );
}

/** The loads whose page the browser rendered itself, not hydrating the server's (start.tsx). */
function renderedByTheBrowser(page: Page): string[] {
  const loads: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('differs from the server')) loads.push(page.url());
  });
  return loads;
}

async function shopper(context: BrowserContext, cookies: { name: string; value: string }[]) {
  await context.clearCookies();
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL })));
}

const withCanary = (canary: { share?: number; cookie?: string }): RemotesJsonEntry => ({
  url: stableUrl,
  canary: { url: canaryUrl, ...canary },
});

let stableRelease: string;

test.describe.serial('a canary of the gift card remote', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    rmSync(canaryDir, { recursive: true, force: true });
    execSync('pnpm --filter @shop/mfe-giftcard build', {
      cwd: repoRoot,
      env: { ...process.env, SHOP_OUT_DIR: canaryDir, SHOP_RELEASE: CANARY_RELEASE },
      stdio: 'pipe',
    });
    expect(existsSync(path.join(canaryDir, 'server', 'remoteEntry.js'))).toBe(true);
    remoteServerConfig('spare', ports.spare, canaryDir);
    startNginx('spare');
    stableRelease = (await serverPage()).release ?? '';
    expect(stableRelease).not.toBe('');
    expect(stableRelease).not.toBe(CANARY_RELEASE);
  });

  test.afterAll(() => {
    writeRemotesJson();
    stopNginx('spare');
  });

  test('goes to the shoppers who opt in by cookie, and rolls back within 30 s without a host rebuild', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const hostEntry = path.join(distOf('host'), 'main.js');
    const hostBuiltAt = statSync(hostEntry).mtimeMs;
    const hostBundle = readFileSync(hostEntry, 'utf8');
    const notHydrated = renderedByTheBrowser(page);

    writeRemotesJson({ giftcard: withCanary({ cookie: 'giftcard' }) });
    // The host server follows remotes.json: the opt-in shopper's gift card part is theirs now,
    // left to their browser (the server holds the stable release only), and kept from shared caches.
    await expect.poll(async () => (await serverPage([optIn])).release).toBeUndefined();
    expect((await serverPage([optIn])).cacheControl).toMatch(/private/);

    await shopper(context, [optIn]);
    await page.goto(giftcardPage);
    await expectRelease(page, CANARY_RELEASE);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    // Everyone else: the stable release, rendered by the server and hydrated (a share of 0).
    expect(await serverPage([bucket(0)])).toMatchObject({
      release: stableRelease,
      cacheControl: expect.stringMatching(/public/),
    });
    await shopper(context, [bucket(0)]);
    await page.goto(giftcardPage);
    await expectRelease(page, stableRelease);

    // Rollback: remotes.json points back; the host server renders the stable release for the
    // opt-in shopper within its check interval, and their next page load shows it.
    await shopper(context, [optIn]);
    await page.goto(giftcardPage);
    await expectRelease(page, CANARY_RELEASE);
    writeRemotesJson();
    await expect
      .poll(async () => (await serverPage([optIn])).release, { timeout: 30_000 })
      .toBe(stableRelease);
    await page.reload();
    await expectRelease(page, stableRelease);

    // Server and browser chose alike on every load: each page hydrated the server's.
    expect(notHydrated).toEqual([]);
    expect(statSync(hostEntry).mtimeMs).toBe(hostBuiltAt);
    expect(readFileSync(hostEntry, 'utf8')).toBe(hostBundle);
  });

  test('goes to the share of shoppers whose bucket falls within it, and sticks', async ({
    page,
    context,
  }) => {
    writeRemotesJson({ giftcard: withCanary({ share: 0.5 }) });
    await expect.poll(async () => (await serverPage([bucket(499)])).release).toBeUndefined();
    const notHydrated = renderedByTheBrowser(page);
    // Buckets 0-499 of 0-999 are the half that gets it; the server agrees with the browser.
    expect((await serverPage([bucket(500)])).release).toBe(stableRelease);

    for (const [value, release] of [
      [499, CANARY_RELEASE],
      [500, stableRelease],
    ] as const) {
      await shopper(context, [bucket(value)]);
      await page.goto(giftcardPage);
      await expectRelease(page, release);
      await page.reload();
      await expectRelease(page, release);
      await page.goto('/');
      await page.goto(giftcardPage);
      await expectRelease(page, release);
    }
    expect(notHydrated).toEqual([]);
  });

  test('draws a new shopper’s bucket in the browser and keeps it', async ({ page, context }) => {
    writeRemotesJson({ giftcard: withCanary({ share: 1 }) });
    await expect.poll(async () => (await serverPage([bucket(999)])).release).toBeUndefined();
    const notHydrated = renderedByTheBrowser(page);

    // No bucket yet: the server renders the stable release, the browser draws a bucket (all of
    // them are in a share of 1), loads the canary and renders the page itself, without a
    // hydration mismatch.
    await context.clearCookies();
    await page.goto(giftcardPage);
    await expectRelease(page, CANARY_RELEASE);
    const drawn = (await context.cookies()).find((cookie) => cookie.name === 'shop-host-bucket');
    expect(drawn?.value).toMatch(/^\d{1,3}$/);
    expect(drawn?.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
    expect(notHydrated).toHaveLength(1);

    // From the next load on, the server reads the same bucket: the page hydrates.
    await page.reload();
    await expectRelease(page, CANARY_RELEASE);
    const kept = (await context.cookies()).find((cookie) => cookie.name === 'shop-host-bucket');
    expect(kept?.value).toBe(drawn?.value);
    expect(notHydrated).toHaveLength(1);
  });

  test('never comes from or goes into nginx’s page cache for a shopper who opted in', async () => {
    writeRemotesJson({ giftcard: withCanary({ cookie: 'giftcard' }) });
    await expect.poll(async () => (await serverPage([optIn])).release).toBeUndefined();
    rmSync(path.join(runtimeDir, 'nginx', 'cached-host'), { recursive: true, force: true });
    cachingHostServerConfig('cached-host', ports.monolith, [ports.pages]);
    startNginx('cached-host');
    try {
      const site = { origin: `http://127.0.0.1:${ports.monolith}` };
      // The stable page is kept for everyone...
      expect(await serverPage([], site)).toMatchObject({
        pageCache: 'MISS',
        release: stableRelease,
      });
      expect(await serverPage([], site)).toMatchObject({
        pageCache: 'HIT',
        release: stableRelease,
      });
      // ...but not handed to the shopper who opted in: their page leaves the gift card part to
      // their browser.
      expect(await serverPage([optIn], site)).toMatchObject({
        pageCache: 'BYPASS',
        release: undefined,
      });
      // Nor is their page kept for the others.
      const other = { ...site, url: '/bestelling-zoeken' };
      expect(await serverPage([optIn], other)).toMatchObject({
        pageCache: 'BYPASS',
        release: undefined,
        cacheControl: expect.stringMatching(/private/),
      });
      expect(await serverPage([], other)).toMatchObject({
        pageCache: 'MISS',
        release: stableRelease,
      });
    } finally {
      stopNginx('cached-host');
    }
  });
});
