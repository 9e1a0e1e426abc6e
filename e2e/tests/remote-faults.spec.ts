import { createServer, type Server, type Socket } from 'node:net';
import { expect, test, type Page } from '../helpers/test';
import {
  ports,
  remoteOrigin,
  startRemote,
  stopRemote,
  writeRemotesJson,
  type RemoteName,
} from '../helpers/site';
import { answerDialog, productPage } from '../helpers/product-page';
import { fillDutchAddress, fillGuestCardPayment } from '../helpers/checkout';
import { signInAt } from '../helpers/sign-in';

/** Each remote's own page, and what it shows when it works. */
const remotePages: Record<
  RemoteName,
  { path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }
> = {
  product: {
    path: '/c/planten',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Planten' }),
  },
  checkout: {
    path: '/winkelwagen',
    ready: (page) => page.getByRole('heading', { name: 'Winkelwagen' }),
  },
  giftcard: {
    path: '/cadeaukaart/saldo',
    ready: (page) => page.getByRole('heading', { name: 'Saldo van je cadeaukaart' }),
  },
  // Signed in first: the host sends anonymous visitors to sign in before any remote loads.
  account: {
    path: '/mijn-account/overzicht',
    ready: (page) => page.getByRole('navigation', { name: 'Mijn account' }),
  },
  // The staff screen: its own sign-in is the first thing it shows.
  backoffice: {
    path: '/winkel',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Backoffice: inloggen' }),
  },
};

/** A page of another team, reached from the header while the remote under test is down. */
const otherPage: Record<
  RemoteName,
  { link: string; ready: (page: Page) => ReturnType<Page['getByRole']> }
> = {
  product: { link: 'Cadeaukaarten', ready: remotePages.giftcard.ready },
  checkout: { link: 'Cadeaukaarten', ready: remotePages.giftcard.ready },
  giftcard: {
    link: 'Boeketten',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Boeketten' }),
  },
  account: { link: 'Cadeaukaarten', ready: remotePages.giftcard.ready },
  backoffice: { link: 'Cadeaukaarten', ready: remotePages.giftcard.ready },
};

test.describe('a remote that is down', () => {
  // Every remote (remotePages names each one, or typecheck fails), in remotePages' order.
  for (const remote of Object.keys(remotePages) as RemoteName[]) {
    test(`${remote}: its slot shows the fallback, the rest works, retry recovers`, async ({
      page,
    }) => {
      if (remote === 'account') await signInAt(page, 'demo@bloemenzo.nl', '/');
      stopRemote(remote);
      try {
        await page.goto(remotePages[remote].path);
        const main = page.getByRole('main');
        await expect(main.getByRole('alert')).toContainText('Er is een fout opgetreden', {
          timeout: 9_000,
        });
        await expect(main.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
        await expect(
          page.getByRole('banner').getByRole('link', { name: /Bloem & Zo/ }),
        ).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();

        // Another team's page still works, reached from the header without a reload.
        await page
          .getByRole('navigation', { name: 'Hoofdmenu' })
          .getByRole('link', { name: otherPage[remote].link })
          .click();
        await expect(otherPage[remote].ready(page)).toBeVisible();
        await page.goBack();
        await expect(main.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible({
          timeout: 9_000,
        });
      } finally {
        startRemote(remote);
      }
      await page.getByRole('main').getByRole('button', { name: 'Opnieuw proberen' }).click();
      await expect(remotePages[remote].ready(page)).toBeVisible();
    });
  }

  test('the header widgets of a dead remote fall back small and the page still works', async ({
    page,
  }) => {
    stopRemote('checkout');
    try {
      await page.goto('/cadeaukaart/saldo');
      await expect(remotePages.giftcard.ready(page)).toBeVisible();
      await expect(page.getByRole('banner').getByText('Tijdelijk niet beschikbaar.')).toBeVisible({
        timeout: 9_000,
      });
    } finally {
      startRemote('checkout');
    }
    await page.getByRole('banner').getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('button', { name: /^Winkelwagen/ })).toBeVisible();
  });
});

test('a remote that serves garbage instead of its manifest shows the fallback', async ({
  page,
}) => {
  // A half-finished deploy: no manifest, so the server's page fallback answers HTML instead.
  writeRemotesJson({ giftcard: `${remoteOrigin(ports.product)}/next-release/mf-manifest.json` });
  try {
    await page.goto('/cadeaukaart/saldo');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Er is een fout opgetreden',
      {
        timeout: 9_000,
      },
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Boeketten' })).toBeVisible();
  } finally {
    writeRemotesJson();
  }
  // remotes.json is read when the page starts: the fixed release is there on the next load.
  await page.reload();
  await expect(remotePages.giftcard.ready(page)).toBeVisible();
});

test.describe('a remote that hangs', () => {
  let server: Server;
  const sockets = new Set<Socket>();

  test.beforeAll(async () => {
    // Accepts the connection and never answers.
    server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(ports.hanging, '127.0.0.1', resolve));
  });

  test.afterAll(async () => {
    writeRemotesJson();
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => server.close(resolve));
  });

  test('shows the fallback within the timeout while the rest of the page works', async ({
    page,
  }) => {
    writeRemotesJson({ giftcard: `${remoteOrigin(ports.hanging)}/mf-manifest.json` });
    const started = Date.now();
    await page.goto('/cadeaukaart/saldo');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Boeketten' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Er is een fout opgetreden',
      { timeout: 9_000 },
    );
    expect(Date.now() - started).toBeLessThan(9_000);
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Boeketten' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Boeketten' })).toBeVisible();
  });
});

test('mid-journey, with the account remote down and the gift card remote serving a broken bundle, a shopper still buys', async ({
  page,
}) => {
  // A release gone wrong: the manifest answers, every script of the remote throws.
  await page.route(`${remoteOrigin(ports.giftcard)}/**/*.js`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: 'throw new Error("broken release");',
    }),
  );
  stopRemote('account');
  try {
    const product = productPage(page);
    await page.goto('/p/zonnig-boeket');
    await product.size.selectOption({ label: 'Middel' });
    await product.addToCart.click();
    await answerDialog(page, 'Niets persoonlijks toevoegen?', 'Ja, verder zonder');
    await expect(product.miniCartCount).toHaveText('1');

    // The broken remote's page falls back; the header and the cart are untouched.
    await page.getByRole('banner').getByRole('link', { name: 'Cadeaukaarten' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Er is een fout opgetreden',
      { timeout: 9_000 },
    );
    await expect(product.miniCartCount).toHaveText('1');

    await page.goto('/afrekenen');
    await page.getByLabel('Bezorgdatum').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await fillDutchAddress(page);
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await fillGuestCardPayment(page, `storing-${Date.now()}@example.nl`);
    await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
  } finally {
    await page.unroute(`${remoteOrigin(ports.giftcard)}/**/*.js`);
    startRemote('account');
  }
  // Both come back with the next page load.
  await page.goto(remotePages.giftcard.path);
  await expect(remotePages.giftcard.ready(page)).toBeVisible();
  await signInAt(page, 'demo@bloemenzo.nl', remotePages.account.path);
  await expect(remotePages.account.ready(page)).toBeVisible();
});
