import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '../helpers/test';
import {
  baseURL,
  cachingHostServerConfig,
  distOf,
  ports,
  remoteOrigin,
  remoteServerConfig,
  runtimeDir,
  startNginx,
  stopNginx,
  writeRemotesJson,
} from '../helpers/site';

// Issue 30, ADR 0037: a canary release may publish a page the stable release does not have. Its
// shoppers (opted in by cookie, or in its share) get that page; everyone else gets the 404; and
// nginx's page cache hands neither answer to the other. The canary is a copy of the gift card
// build whose route manifest adds /cadeaubon/* (as remote-routes.spec.ts makes its release).

const release = path.join(runtimeDir, 'giftcard-canary-page');
const canaryPage = '/cadeaubon/saldo';
const optIn = { name: 'shop-host-canary', value: 'giftcard' };
const bucket = (value: number) => ({ name: 'shop-host-bucket', value: String(value) });
type Cookie = { name: string; value: string };

function deployCanaryWithPage(): void {
  rmSync(release, { recursive: true, force: true });
  cpSync(distOf('giftcard'), release, { recursive: true });
  const file = path.join(release, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.metaData.shopRoutes.pages.push({ path: '/cadeaubon/*', module: 'GiftcardRoutes' });
  writeFileSync(file, JSON.stringify(manifest));
  remoteServerConfig('spare', ports.spare, release);
  startNginx('spare');
  writeRemotesJson({
    giftcard: {
      url: `${remoteOrigin(ports.giftcard)}/mf-manifest.json`,
      // Buckets 0-499 get it, and whoever opts in.
      canary: { url: `${remoteOrigin(ports.spare)}/mf-manifest.json`, share: 0.5 },
    },
  });
}

async function shopper(context: BrowserContext, cookies: Cookie[]) {
  await context.clearCookies();
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL })));
}

/** The status and caching of the page as `origin` answers it to a shopper with these cookies. */
async function answer(origin: string, cookies: Cookie[]) {
  const response = await fetch(`${origin}${canaryPage}`, {
    headers: { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') },
  });
  await response.text();
  return {
    status: response.status,
    pageCache: response.headers.get('x-page-cache'),
    cacheControl: response.headers.get('cache-control') ?? '',
  };
}

/** The loads whose page the browser rendered itself instead of hydrating the server's. */
function renderedByTheBrowser(page: Page): string[] {
  const loads: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('differs from the server')) loads.push(page.url());
  });
  return loads;
}

test.describe.serial('a page only the canary has', () => {
  test.beforeAll(async () => {
    deployCanaryWithPage();
    // The host server follows remotes.json and the canary's routes within its check interval.
    await expect
      .poll(async () => (await answer(`http://127.0.0.1:${ports.pages}`, [optIn])).status, {
        timeout: 15_000,
      })
      .toBe(200);
  });

  test.afterAll(() => {
    writeRemotesJson();
    stopNginx('spare');
  });

  for (const [who, cookies] of [
    ['the shopper who opted in', [optIn]],
    ['a shopper in the canary’s share', [bucket(120)]],
  ] as const) {
    test(`is the page for ${who}, after a reload too`, async ({ page, context }) => {
      const notHydrated = renderedByTheBrowser(page);
      await shopper(context, [...cookies]);
      for (const load of [() => page.goto(canaryPage), () => page.reload()]) {
        const response = await load();
        expect(response?.status()).toBe(200);
        // Kept from shared caches: the page is this shopper's.
        expect(response?.headers()['cache-control']).toMatch(/private/);
        await expect(page.getByRole('heading', { name: 'Saldo van je cadeaukaart' })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeHidden();
      }
      // The server routed it as the shopper's browser does: the page hydrated, never replaced.
      expect(notHydrated).toEqual([]);
    });
  }

  test('is not found for everyone else', async ({ page, context }) => {
    // (A browser without a bucket yet draws one, and may draw itself into the share: not here.)
    for (const cookies of [[bucket(500)], [bucket(999)]]) {
      await shopper(context, cookies);
      const response = await page.goto(canaryPage);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
    }
  });

  test('never comes from nginx’s page cache to the other kind of shopper', async () => {
    rmSync(path.join(runtimeDir, 'nginx', 'cached-canary-host'), { recursive: true, force: true });
    cachingHostServerConfig('cached-canary-host', ports.monolith, [ports.pages]);
    startNginx('cached-canary-host');
    try {
      const site = `http://127.0.0.1:${ports.monolith}`;
      // nginx cannot tell a shopper in the share from the others: each answer says it is not for
      // a shared cache, so every load asks the host server again, whoever came first.
      for (let round = 0; round < 2; round += 1) {
        expect(await answer(site, [bucket(900)])).toMatchObject({ status: 404 });
        const shared = await answer(site, [bucket(120)]);
        expect(shared).toMatchObject({
          status: 200,
          cacheControl: expect.stringMatching(/private/),
        });
        expect(shared.pageCache).not.toBe('HIT');
        expect(await answer(site, [])).toMatchObject({ status: 404 });
        expect(await answer(site, [optIn])).toMatchObject({ status: 200, pageCache: 'BYPASS' });
      }
    } finally {
      stopNginx('cached-canary-host');
    }
  });
});
