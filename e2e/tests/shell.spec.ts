import { expect, test } from '../helpers/test';
import {
  authRuntimeCount,
  countReactRenderers,
  documentIsMarked,
  markDocument,
  reactRendererVersions,
} from '../helpers/page-checks';
import { ports } from '../helpers/site';

test.describe('the shell', () => {
  test('renders header, footer and the catalogue from the product remote', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Bloemen, planten en cadeaus');
    // The shipped place data's licences ask for this credit (api/data/geo/README.md).
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Bevat gegevens van GeoNames');
    await expect(footer.getByRole('link', { name: 'https://www.geonames.org' })).toBeVisible();
    await expect(
      footer.getByRole('link', { name: 'https://whosonfirst.org/docs/licenses/' }),
    ).toBeVisible();
    const catalogue = page
      .locator('[data-boundary="product"]')
      .filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(catalogue.getByRole('heading', { level: 1 })).toHaveText('Bloemen en cadeaus');
    await expect(catalogue.getByRole('listitem').first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Boeketten' }),
    ).toBeVisible();
  });

  test('moves between remotes without a full page load', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main [data-boundary="product"]')).toBeVisible();
    await markDocument(page);

    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Cadeaukaarten' })
      .click();
    await expect(page.getByRole('heading', { name: 'Saldo van je cadeaukaart' })).toBeVisible();
    await expect(page.locator('main [data-boundary="giftcard"]')).toBeVisible();

    await page.getByRole('button', { name: /^Winkelwagen/ }).click();
    await page
      .getByRole('banner')
      .getByRole('region', { name: 'Winkelwagen' })
      .getByRole('link', { name: 'Bekijk winkelwagen' })
      .click();
    await expect(page.getByRole('heading', { name: 'Winkelwagen' })).toBeVisible();
    await expect(page.locator('main [data-boundary="checkout"]')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Planten' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Planten' })).toBeVisible();
    expect(await documentIsMarked(page)).toBe(true);
  });

  test('catalogue lists are fetched once and answered from the cache when the shopper returns', async ({
    page,
  }) => {
    const listCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/api\/catalogue\/(products|categories)$/.test(url.pathname))
        listCalls.push(`${url.pathname}${url.search}`);
    });
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bloemen en cadeaus' })).toBeVisible();
    await nav.getByRole('link', { name: 'Planten' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Planten' })).toBeVisible();
    // The heading can show before the list is asked for: wait for the list itself.
    await expect
      .poll(() => listCalls.filter((call) => call.includes('category=planten')).length)
      .toBeGreaterThan(0);
    await expect(page.locator('main').getByRole('listitem').first()).toBeVisible();
    const afterFirstVisits = [...listCalls];
    expect(afterFirstVisits.filter((call) => call.includes('category=planten'))).toHaveLength(1);
    // The server-rendered first page brought the categories with it (ADR 0033): never fetched.
    expect(afterFirstVisits.filter((call) => call === '/api/catalogue/categories')).toHaveLength(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Bloemen en cadeaus' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Planten' })).toBeVisible();
    await expect(page.locator('main').getByRole('listitem').first()).toBeVisible();
    expect(listCalls).toEqual(afterFirstVisits);

    // Another locale is another answer: fetched, not served from the Dutch cache.
    await page.getByLabel('Taal en land').selectOption('en-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Plants' })).toBeVisible();
    expect(listCalls.length).toBeGreaterThan(afterFirstVisits.length);
  });

  test('holds exactly one React, one translator and one auth runtime across every remote', async ({
    page,
  }) => {
    await countReactRenderers(page);
    // Signed in within the page (the password form), so the account area opens in place
    // instead of leaving for the authorize page.
    await page.goto('/inloggen');
    await page.getByLabel('E-mailadres').fill('demo@bloemenzo.nl');
    await page.getByLabel('Wachtwoord').fill('Bloem3n!');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.locator('main [data-boundary="product"]')).toBeVisible();
    for (const [link, boundary] of [
      ['Cadeaukaarten', 'giftcard'],
      ['Boeketten', 'product'],
    ] as const) {
      await page
        .getByRole('navigation', { name: 'Hoofdmenu' })
        .getByRole('link', { name: link })
        .click();
      await expect(page.locator(`main [data-boundary="${boundary}"]`)).toBeVisible();
    }
    await page.getByRole('button', { name: /^Winkelwagen/ }).click();
    await page
      .getByRole('banner')
      .getByRole('region', { name: 'Winkelwagen' })
      .getByRole('link', { name: 'Bekijk winkelwagen' })
      .click();
    await expect(page.locator('main [data-boundary="checkout"]')).toBeVisible();
    await page.getByRole('link', { name: 'Mijn account' }).first().click();
    await expect(page.locator('main [data-boundary="account"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();

    expect(await reactRendererVersions(page)).toHaveLength(1);
    expect(await authRuntimeCount(page)).toBe(1);
    // Every remote that took part also shared the host's React and its translator (i18next and
    // react-i18next, ADR 0029) through the federation runtime: one loaded copy of each.
    const loadedCopies = await page.evaluate(() => {
      const share =
        (
          window as unknown as {
            __FEDERATION__?: {
              __SHARE__?: Record<
                string,
                Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>
              >;
            };
          }
        ).__FEDERATION__?.__SHARE__ ?? {};
      const copies = (name: string) => {
        const loaded = new Set<string>();
        for (const scope of Object.values(share)) {
          for (const [version, info] of Object.entries(scope.default?.[name] ?? {})) {
            if (info.loaded) loaded.add(`${version} from ${info.from}`);
          }
        }
        return [...loaded];
      };
      return {
        react: copies('react').length,
        i18next: copies('i18next'),
        'react-i18next': copies('react-i18next'),
      };
    });
    expect(loadedCopies.react).toBeLessThanOrEqual(1);
    expect(loadedCopies.i18next).toEqual([expect.stringMatching(/^26\.\d+\.\d+ from host$/)]);
    expect(loadedCopies['react-i18next']).toEqual([
      expect.stringMatching(/^17\.\d+\.\d+ from host$/),
    ]);

    // One federation runtime for the page (ADR 0013): the host provides it and every remote
    // that took part runs on it instead of bringing its own copy.
    const federation = await page.evaluate(() => {
      const global = window as unknown as {
        _FEDERATION_RUNTIME_CORE?: { ModuleFederation: new (...args: never[]) => unknown };
        _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
        __FEDERATION__?: { __INSTANCES__?: { name: string }[] };
      };
      const core = global._FEDERATION_RUNTIME_CORE;
      const instances = global.__FEDERATION__?.__INSTANCES__ ?? [];
      return {
        providedBy: global._FEDERATION_RUNTIME_CORE_FROM?.name,
        onTheHostRuntime: instances
          .filter((instance) => !!core && instance instanceof core.ModuleFederation)
          .map((instance) => instance.name)
          .sort(),
      };
    });
    expect(federation).toEqual({
      providedBy: 'host',
      onTheHostRuntime: ['account', 'checkout', 'giftcard', 'host', 'product'],
    });
  });

  test('switches locale, changes the texts and stays on the page', async ({ page }) => {
    await page.goto('/cadeaukaart/saldo');
    await expect(page.getByRole('heading', { name: 'Saldo van je cadeaukaart' })).toBeVisible();
    await markDocument(page);

    await page.getByLabel('Taal en land').selectOption('fr-be');
    await expect(page).toHaveURL(/\/fr-be\/cadeaukaart\/saldo$/);
    await expect(page.getByRole('heading', { name: 'Solde de votre carte cadeau' })).toBeVisible();
    await expect(page.getByText('Vous achetez pour votre entreprise ?')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');

    await page.getByLabel('Langue et pays').selectOption('en-us');
    await expect(page).toHaveURL(/\/en-us\/cadeaukaart\/saldo$/);
    await expect(page.getByRole('heading', { name: 'Your gift card balance' })).toBeVisible();

    await page.getByLabel('Language and country').selectOption('nl-be');
    await expect(page.getByRole('heading', { name: 'Saldo van je geschenkkaart' })).toBeVisible();

    await page.getByLabel('Taal en land').selectOption('nl-nl');
    await expect(page).toHaveURL(/\/cadeaukaart\/saldo$/);
    expect(new URL(page.url()).pathname).toBe('/cadeaukaart/saldo');
    expect(await documentIsMarked(page)).toBe(true);
  });

  test('opens a deep link in a locale directly', async ({ page }) => {
    await page.goto('/fr-be/c/boeketten');
    await expect(page.getByRole('heading', { level: 1, name: 'Bouquets' })).toBeVisible();
    await expect(page.getByText('TVA incl.').first()).toBeVisible();
  });

  test('the VAT toggle switches every shown price to excluding VAT and back', async ({ page }) => {
    await page.goto('/c/boeketten');
    const firstPrice = page.locator('main .shop-ui-price').first();
    await expect(firstPrice).toContainText('incl. btw');
    const inclusive = await firstPrice.locator('.shop-ui-price__amount').textContent();

    const toggle = page.getByRole('switch', { name: 'Bestel je zakelijk?' });
    await toggle.check();
    await expect(firstPrice).toContainText('excl. btw');
    const exclusive = await firstPrice.locator('.shop-ui-price__amount').textContent();
    expect(exclusive).not.toBe(inclusive);
    const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
    expect(cents(exclusive)).toBeLessThan(cents(inclusive));
    await expect(page.locator('main .shop-ui-price[data-vat-mode="inclusive"]')).toHaveCount(0);

    // The choice survives a reload.
    await page.reload();
    await expect(page.locator('main .shop-ui-price').first()).toContainText('excl. btw');
    await page.getByRole('switch', { name: 'Bestel je zakelijk?' }).uncheck();
    await expect(page.locator('main .shop-ui-price').first()).toContainText('incl. btw');
  });

  test('shows a localized 404 page for an unknown path', async ({ page }) => {
    await page.goto('/bestaat-niet');
    await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
    await page.goto('/en-us/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('shows the 403 page', async ({ page }) => {
    await page.goto('/fr-be/403');
    await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  });

  test('sends an anonymous visitor from the account area to sign in', async ({ page }) => {
    await page.goto('/mijn-account/adresboek');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('redirectPath')).toBe('/mijn-account/adresboek');
    await page.goto('/en-us/account-nieuw');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    // The site's authorize page, in the shopper's language, coming back to the account area.
    const url = new URL(page.url());
    expect(url.pathname).toBe('/authorize');
    expect(url.searchParams.get('ui_locales')).toBe('en-us');
    expect(url.searchParams.get('redirectPath')).toBe('/en-us/account-nieuw');
  });

  test('styles come from each team, within the content security policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    const stylesheets: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'stylesheet') stylesheets.push(response.url());
    });
    await page.goto('/p/zonnig-boeket');
    await expect(page.getByRole('heading', { level: 1, name: 'Zonnig boeket' })).toBeVisible();
    await expect(page.getByTestId('mini-cart-count')).toBeVisible();

    // The host's, the product team's and the checkout team's own rules apply to their parts.
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav).toHaveCSS('overflow-x', 'auto');
    await expect(page.locator('.product-purchase')).toHaveCSS('flex-direction', 'column');
    // Checkout's inline-flex, blockified to flex inside its own panel's root (a button is
    // inline-block without the team's rules).
    await expect(page.locator('.checkout-mini-cart')).toHaveCSS('display', 'flex');
    // The teams' modules bring their CSS files (the product team's again, after the server
    // wrote its rules into the page).
    const origins = new Set(stylesheets.map((url) => new URL(url).port));
    expect([...origins].sort()).toEqual([ports.checkout, ports.product].map(String).sort());
    // The server wrote the page's stylesheets in (ADR 0033): the host's and the rendered
    // modules', each a <style> with the response's nonce; no other <style> is in the page.
    const styles = await page
      .locator('style')
      .evaluateAll((elements) =>
        elements.map((element) => [(element as HTMLStyleElement).nonce, element.dataset.href]),
      );
    expect(styles.map(([, href]) => href)).toContain('/main.css');
    for (const [nonce, href] of styles) {
      expect(nonce, `the <style> of ${href}`).toBeTruthy();
      expect(href).toMatch(/\.css$/);
    }
    expect(violations).toEqual([]);
  });

  test('remotes.json is preloaded by the page and fetched once', async ({ page }) => {
    const manifestRequests: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/remotes.json') manifestRequests.push(request.url());
    });
    page.on('console', (message) => {
      if (message.text().includes('preload')) warnings.push(message.text());
    });
    await page.goto('/p/zonnig-boeket');
    await expect(page.getByRole('heading', { level: 1, name: 'Zonnig boeket' })).toBeVisible();
    // Chrome reports a preload nobody used after a few seconds.
    await page.waitForTimeout(3500);
    expect(manifestRequests).toHaveLength(1);
    expect(warnings).toEqual([]);
    // The one request came from the page's <link rel="preload">, not from the script.
    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/remotes.json')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(initiators).toEqual(['link']);
  });

  test('on the smallest phones nothing sticks out sideways, in the longest locale either', async ({
    page,
  }) => {
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 700 });
      for (const path of [
        '/fr-be/',
        '/fr-be/c/boeketten',
        '/fr-be/p/witte-elegantie',
        '/p/rode-rozen',
      ]) {
        await page.goto(path);
        await expect(page.getByTestId('mini-cart-count')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
        // The mini-cart, at the header's far end, is whole on screen.
        const cart = await page.getByTestId('mini-cart-count').boundingBox();
        expect(cart!.x + cart!.width, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });
});
