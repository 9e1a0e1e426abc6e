import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Issue 20: the gift card pages, the order search form and the shell's own pages arrive as HTML
// with their head tags; the sales point search lives in the address, so a shared or crawled
// address shows its results; the pages hydrate without a mismatch.

/** The sales points the API finds near a place: the seeded demo data. */
async function salesPointsNear(request: APIRequestContext, place: string): Promise<string[]> {
  const params = new URLSearchParams({ search: `${place}, Nederland`, distance: '10' });
  const response = await request.get(`/api/giftcard/storelocator?${params.toString()}`);
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as { 'hydra:member': { merchantName: string }[] };
  return answer['hydra:member'].map((merchant) => merchant.merchantName);
}

/** The names in the results list (each shop is headed by its number and name). */
const listedNames = (page: Page) =>
  page
    .getByRole('listitem')
    .getByRole('heading', { level: 3 })
    .evaluateAll((headings) =>
      headings.map((heading) => (heading.textContent ?? '').replace(/^\d+\s*/, '')),
    );

/** The `<head>` of the HTML the server sent. */
async function servedHead(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (pattern: RegExp) => [...head.matchAll(pattern)].map((match) => match[1]);
  return {
    titles: attribute(/<title>([^<]*)<\/title>/g),
    descriptions: attribute(/<meta name="description" content="([^"]*)"/g),
    canonicals: attribute(/<link rel="canonical" href="([^"]*)"/g),
    robots: attribute(/<meta name="robots" content="([^"]*)"/g),
  };
}

test.describe('gift card pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/cadeaukaart forwards to the balance lookup (301), which shows its form', async ({
    page,
    request,
  }) => {
    for (const [from, to] of [
      ['/cadeaukaart', '/cadeaukaart/saldo'],
      ['/fr-be/cadeaukaart/bestaat-niet', '/fr-be/cadeaukaart/saldo'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers().location!, 'http://site').pathname).toBe(to);
    }
    await page.goto('/cadeaukaart');
    await expect(page).toHaveURL(/\/cadeaukaart\/saldo$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Saldo van je cadeaukaart' }),
    ).toBeVisible();
    await expect(page.getByLabel('Kaartnummer')).toBeVisible();
    await expect(page.getByLabel('Controlecode')).toBeVisible();
    // Usable once the script runs: sent without it, the card's code would go to the server.
    await expect(page.getByRole('button', { name: 'Saldo opvragen' })).toBeDisabled();
  });

  test('a sales point search in the address shows its results', async ({ page, request }) => {
    const near = await salesPointsNear(request, 'Utrecht');
    expect(near.length).toBeGreaterThan(0);
    await page.goto('/cadeaukaart/verkooppunten?search=Utrecht');
    await expect(page.getByRole('status')).toContainText(
      `${near.length} verkooppunt${near.length === 1 ? '' : 'en'} binnen 10 km van Utrecht`,
    );
    expect(await listedNames(page)).toEqual(near);
    await expect(page.getByLabel('Plaats of postcode')).toHaveValue('Utrecht');
    await expect(page.getByRole('img', { name: /Kaart met \d+ verkooppunten/ })).toBeVisible();

    // The form asks the server for the address the script would show.
    await page.getByLabel('Plaats of postcode').fill('Amersfoort');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page).toHaveURL(/[?&]search=Amersfoort(&|$)/);
    expect(await listedNames(page)).toEqual(await salesPointsNear(request, 'Amersfoort'));
  });

  test('the order search shows its forms', async ({ page }) => {
    await page.goto('/bestelling-zoeken');
    await expect(page.getByRole('heading', { level: 1, name: 'Bestelling zoeken' })).toBeVisible();
    const byNumber = page.getByRole('form', { name: 'Zoeken op bestelnummer' });
    await expect(byNumber.getByLabel('Bestelnummer')).toBeVisible();
    await expect(byNumber.getByLabel('Postcode')).toBeVisible();
    const byAddress = page.getByRole('form', { name: 'Zoeken op bezorgadres' });
    await expect(byAddress.getByLabel('Bezorgdatum')).toBeVisible();
  });

  test('each page names itself in the HTML the server sends', async ({ request }) => {
    const pages = [
      { url: '/cadeaukaart/saldo', title: 'Saldo van je cadeaukaart', path: '/cadeaukaart/saldo' },
      {
        url: '/cadeaukaart/verkooppunten?search=Utrecht',
        title: 'Verkooppunten',
        path: '/cadeaukaart/verkooppunten',
      },
      { url: '/bestelling-zoeken', title: 'Bestelling zoeken', path: '/bestelling-zoeken' },
      {
        url: '/fr-be/bestelling-zoeken',
        title: 'Rechercher une commande',
        path: '/fr-be/bestelling-zoeken',
      },
      { url: '/inloggen', title: 'Inloggen | Bloem &amp; Zo', path: '/inloggen', noIndex: true },
    ];
    for (const { url, title, path, noIndex } of pages) {
      const head = await servedHead(request, url);
      expect(head.titles, url).toEqual([title]);
      expect(head.descriptions, url).toHaveLength(1);
      expect(head.descriptions[0]!.length, url).toBeGreaterThan(40);
      // The canonical address has no search in it: every search is the one page.
      expect(
        head.canonicals.map((href) => new URL(href!).pathname),
        url,
      ).toEqual([path]);
      expect(head.robots, url).toEqual(noIndex ? ['noindex'] : []);
    }
  });

  test('an unknown address answers 404 with a noindex page that names no canonical', async ({
    request,
  }) => {
    const response = await request.get('/bestaat-niet');
    expect(response.status()).toBe(404);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Pagina niet gevonden | Bloem &amp; Zo</title>');
    expect(head).toContain('<meta name="robots" content="noindex"');
    expect(head).not.toContain('rel="canonical"');
  });
});

test.describe('gift card pages with JavaScript', () => {
  /** Console errors that speak of hydration (the host logs `[host] hydration error`). */
  function hydrationErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (/hydrat/i.test(error.message)) errors.push(error.message);
    });
    return errors;
  }

  test('a search by place goes into the address; back shows the earlier results', async ({
    page,
    request,
  }) => {
    const errors = hydrationErrors(page);
    const utrecht = await salesPointsNear(request, 'Utrecht');
    const amersfoort = await salesPointsNear(request, 'Amersfoort');
    await page.goto('/cadeaukaart/verkooppunten?search=Utrecht');
    // The location search needs the script: usable once the page has hydrated.
    await expect(page.getByRole('button', { name: 'Gebruik mijn locatie' })).toBeEnabled();
    expect(await listedNames(page)).toEqual(utrecht);

    await page.getByLabel('Plaats of postcode').fill('Amersfoort');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page).toHaveURL(/\/cadeaukaart\/verkooppunten\?search=Amersfoort&distance=10$/);
    await expect(page.getByRole('status')).toContainText('van Amersfoort');
    await expect.poll(() => listedNames(page)).toEqual(amersfoort);

    await page.goBack();
    await expect(page).toHaveURL(/\/cadeaukaart\/verkooppunten\?search=Utrecht$/);
    await expect(page.getByRole('status')).toContainText('van Utrecht');
    await expect.poll(() => listedNames(page)).toEqual(utrecht);
    await expect(page.getByLabel('Plaats of postcode')).toHaveValue('Utrecht');

    await page.goForward();
    await expect(page.getByLabel('Plaats of postcode')).toHaveValue('Amersfoort');
    await expect.poll(() => listedNames(page)).toEqual(amersfoort);
    expect(errors).toEqual([]);
  });

  test('the gift card, order search and sign-in pages hydrate without a mismatch', async ({
    page,
  }) => {
    const errors = hydrationErrors(page);
    for (const [url, button] of [
      ['/cadeaukaart/saldo', 'Saldo opvragen'],
      ['/en-us/cadeaukaart/verkooppunten?search=Utrecht&distance=25', 'Use my location'],
      ['/bestelling-zoeken', 'Zoeken'],
      ['/inloggen', 'Inloggen'],
      ['/wachtwoord-vergeten', 'Herstellink versturen'],
    ] as const) {
      await page.goto(url);
      // Enabled once hydrated.
      await expect(page.getByRole('button', { name: button }).first()).toBeEnabled();
    }
    expect(errors).toEqual([]);
  });
});
