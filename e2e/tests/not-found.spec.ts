import { expect, test, type Page } from '../helpers/test';

// Issue 18: a product or category that does not exist gets a real "not found" page: no retry
// (trying again cannot help), and noindex so search engines drop the address. A failure to
// reach the API is something else: that still offers the retry.

const locales = [
  {
    prefix: '',
    product: 'Product niet gevonden',
    category: 'Categorie niet gevonden',
    onwards: 'Bekijk het hele assortiment',
  },
  {
    prefix: '/fr-be',
    product: 'Produit introuvable',
    category: 'Catégorie introuvable',
    onwards: 'Voir tous les produits',
  },
] as const;

async function expectNotFoundPage(page: Page, heading: string, onwards: string, home: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(heading);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(main.getByRole('button')).toHaveCount(0);
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(main.getByRole('link', { name: onwards })).toHaveAttribute('href', home);
}

for (const texts of locales) {
  test.describe(`not found (${texts.prefix || 'nl-nl'})`, () => {
    test('an unknown product shows the not-found page with noindex and no retry', async ({
      page,
    }) => {
      await page.goto(`${texts.prefix}/p/bestaat-niet`);
      await expectNotFoundPage(page, texts.product, texts.onwards, texts.prefix || '/');

      // Going on to a real product page, the noindex goes with the not-found page.
      await page.getByRole('main').getByRole('link', { name: texts.onwards }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });

    test('an unknown category shows the not-found page with noindex and no retry', async ({
      page,
    }) => {
      await page.goto(`${texts.prefix}/c/bestaat-niet`);
      await expectNotFoundPage(page, texts.category, texts.onwards, texts.prefix || '/');
    });
  });
}

test('a product the API cannot be reached for still offers the retry, without noindex', async ({
  page,
}) => {
  // The server renders a product page with its product (ADR 0033): the browser asks the API
  // for a product it moves on to.
  await page.goto('/c/boeketten');
  await page.route('**/api/catalogue/products/zonnig-boeket', (route) => route.abort('failed'));
  await page.locator('main a[href="/p/zonnig-boeket"]').first().click();
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('Er is een fout opgetreden');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  await page.unroute('**/api/catalogue/products/zonnig-boeket');
  await main.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Zonnig boeket' })).toBeVisible();
});

test('an unknown address answers 404 with the shell’s not-found page: noindex, no canonical', async ({
  page,
}) => {
  const response = await page.goto('/deze/pagina/bestaat-niet');
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
  await expect(page).toHaveTitle('Pagina niet gevonden | Bloem & Zo');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

  // Going on, the noindex goes with the page.
  await main.getByRole('link', { name: 'Naar de homepage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bloemen en cadeaus' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
