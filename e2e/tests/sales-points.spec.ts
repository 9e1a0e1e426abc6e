import { expect, test, type Page } from '../helpers/test';

/**
 * Opens the sales points page and waits until it has hydrated (the location button needs the
 * script): the server renders the page (ADR 0033), and a choice made before hydration would be
 * the browser's plain form, not the page's.
 */
async function openSalesPoints(page: Page, url: string, locationButton = 'Gebruik mijn locatie') {
  await page.goto(url);
  await expect(page.getByRole('button', { name: locationButton })).toBeEnabled();
}

/** The results list: the one whose items are headed by a shop's name. */
const resultItems = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .getByRole('listitem');

test.describe('gift card sales points', () => {
  test('finds the sales points near Utrecht, listed and on the map', async ({ page }) => {
    await openSalesPoints(page, '/cadeaukaart/verkooppunten');
    await page.getByLabel('Plaats of postcode').fill('Utrecht');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByRole('status')).toContainText(
      /\d+ verkooppunten binnen 10 km van Utrecht/,
    );
    await expect(resultItems(page).first()).toContainText('Utrecht');
    // The search is in the address: shareable, and the server renders it.
    await expect(page).toHaveURL(/\/cadeaukaart\/verkooppunten\?search=Utrecht&distance=10$/);
    await expect(page.getByRole('img', { name: /Kaart met \d+ verkooppunten/ })).toBeVisible();
    await resultItems(page).first().getByText('Openingstijden').click();
    await expect(resultItems(page).first().getByText('zaterdag')).toBeVisible();
  });

  test('finds the sales points near a Belgian postcode', async ({ page }) => {
    await openSalesPoints(page, '/nl-be/cadeaukaart/verkooppunten');
    await page.getByLabel('Plaats of postcode').fill('2000');
    await page.getByLabel('Afstand').selectOption({ label: 'Binnen 5 km' });
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByRole('status')).toContainText('binnen 5 km van 2000 Antwerpen');
    await expect(resultItems(page).first()).toContainText('Antwerpen');
  });

  test('keeps to the chosen brand', async ({ page }) => {
    await openSalesPoints(page, '/en-us/cadeaukaart/verkooppunten', 'Use my location');
    await page.getByLabel('Place or postcode').fill('Amsterdam');
    await page.getByLabel('Distance').selectOption({ label: 'Within 25 km' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status')).toContainText('within 25 km of Amsterdam');
    await page.getByLabel('Brand').selectOption({ label: 'Bloemenbon' });
    await expect(page).toHaveURL(/\?search=Amsterdam&distance=25&brand=\d+$/);
    await expect(resultItems(page).first()).toContainText('Brand: Bloemenbon');
    for (const item of await resultItems(page).all())
      await expect(item).toContainText('Brand: Bloemenbon');
  });

  test('says so when the place is unknown, and offers the place meant', async ({ page }) => {
    await openSalesPoints(page, '/cadeaukaart/verkooppunten');
    await page.getByLabel('Plaats of postcode').fill('Utrekt');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByRole('status')).toHaveText('Geen resultaten gevonden');
    await expect(resultItems(page)).toHaveCount(0);
    // A link to that search: it works before the script runs, too.
    await page.getByRole('link', { name: 'Utrecht', exact: true }).click();
    await expect(page).toHaveURL(/\?search=Utrecht&distance=10$/);
    await expect(page.getByRole('status')).toContainText('binnen 10 km van Utrecht');
  });
});
