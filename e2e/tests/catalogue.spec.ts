import { expect, test, type Page } from '../helpers/test';

/** The shown from-prices of the product cards, in cents. */
async function shownPrices(page: Page): Promise<number[]> {
  const amounts = await page.locator('main .product-card .shop-ui-price__amount').allTextContents();
  return amounts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

const countOf = (label: string) => Number(/\((\d+)\)$/.exec(label)?.[1]);

test.describe('finding products in the catalogue', () => {
  test('a shopper filters a category by colour and price, sorts it, and clears the filters', async ({
    page,
  }) => {
    await page.goto('/c/boeketten');
    await expect(page.getByRole('heading', { level: 1, name: 'Boeketten' })).toBeVisible();
    await expect(page).toHaveTitle('Boeketten');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Boeketten bestellen bij Bloem & Zo/,
    );
    await page.getByText('Filteren en sorteren').click();

    // A colour: the count next to it is what the list then finds.
    const colour = page.getByLabel('Kleur');
    const red = colour.getByRole('option', { name: /^Rood \(\d+\)$/ });
    const expected = countOf((await red.textContent()) ?? '');
    await colour.selectOption('rood');
    await expect(page).toHaveURL(/\/c\/boeketten\?colour=rood$/);
    await expect(page.locator('main .product-card')).toHaveCount(expected);
    await expect(page.getByText(`${expected} product`, { exact: false }).first()).toBeVisible();

    // Sorted by price, low to high.
    await colour.selectOption('');
    await page.getByLabel('Sorteren op').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect
      .poll(async () => {
        const prices = await shownPrices(page);
        return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
      })
      .toBe(true);

    // A price range in euros: every shown from-price lies within it.
    await page.getByLabel('Van').fill('30');
    await page.getByLabel('Tot').fill('45');
    await page.getByRole('button', { name: 'Toepassen' }).click();
    await expect(page).toHaveURL(/min_price=30&max_price=45/);
    await expect
      .poll(async () => {
        const prices = await shownPrices(page);
        return prices.length > 0 && prices.every((price) => price >= 3000 && price <= 4500);
      })
      .toBe(true);

    // A reversed range is refused before anything is asked.
    await page.getByLabel('Van').fill('60');
    await page.getByLabel('Tot').fill('10');
    await page.getByRole('button', { name: 'Toepassen' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Vul hele euro’s in, met de laagste prijs eerst.',
    );

    // Back restores the previous filters; clearing keeps the sort order.
    await page.goBack();
    await expect(page).not.toHaveURL(/min_price/);
    await page.goForward();
    await expect(page).toHaveURL(/min_price=30&max_price=45/);
    await page.getByRole('button', { name: 'Filters wissen' }).click();
    await expect(page).toHaveURL(/\/c\/boeketten\?sort=price-asc$/);
  });

  test('search finds a product and the filters follow the search, in French too', async ({
    page,
  }) => {
    await page.goto('/fr-be/');
    await page.getByLabel('Rechercher dans la boutique').fill('roses');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/search=roses/);
    const cards = page.locator('main .product-card');
    await page.getByText('Filtrer et trier').click();
    // The colour counts (asked for this search) add up to what the list shows.
    const colour = page.getByLabel('Couleur');
    await expect(colour.getByRole('option', { name: /^Rouge \(\d+\)$/ })).toBeAttached();
    // The counts and the list each arrive in their own time (the home page's counts may still
    // show for a moment): they must come to agree.
    await expect(async () => {
      const options = await colour.getByRole('option').allTextContents();
      const counted = options.slice(1).reduce((sum, label) => sum + countOf(label), 0);
      expect(counted).toBeGreaterThan(0);
      await expect(cards).toHaveCount(counted, { timeout: 1000 });
    }).toPass();
    await expect(cards.first()).toContainText(/roses/i);
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/fr-be\/p\/[a-z0-9-]+/);
  });

  test('on a phone the filters fold away and still work', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/c/planten');
    const occasion = page.getByLabel('Gelegenheid');
    await expect(occasion).toBeHidden();
    await page.getByText('Filteren en sorteren').click();
    await expect(occasion).toBeVisible();
    const first = occasion.getByRole('option').nth(1);
    const expected = countOf((await first.textContent()) ?? '');
    await occasion.selectOption({ index: 1 });
    await expect(page.locator('main .product-card')).toHaveCount(expected);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
