import { expect, test, type Page } from '../helpers/test';
import { baseURL } from '../helpers/site';

// Issue 20: the shopper's VAT mode is a cookie (ADR 0032), so the coming server rendering can
// read it from the request; the page shows it from the first render, on every page.

const VAT_MODE_COOKIE = 'shop-host-vat-mode';
const A_DAY = 24 * 60 * 60;

const vatSwitch = (page: Page) => page.getByRole('switch', { name: 'Bestel je zakelijk?' });
const firstPrice = (page: Page) => page.locator('main .shop-ui-price').first();

async function vatModeCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === VAT_MODE_COOKIE);
}

test('excl. VAT is kept in a cookie: after a reload and on another page, until switched back', async ({
  page,
}) => {
  await page.goto('/c/boeketten');
  await expect(firstPrice(page)).toContainText('incl. btw');
  expect(await vatModeCookie(page)).toBeUndefined();

  await vatSwitch(page).check();
  await expect(firstPrice(page)).toContainText('excl. btw');
  const cookie = await vatModeCookie(page);
  expect(cookie).toMatchObject({
    value: 'exclusive',
    domain: '127.0.0.1',
    path: '/',
    sameSite: 'Lax',
    httpOnly: false,
    // The e2e site is http: Secure only on https pages.
    secure: false,
  });
  const lifetime = cookie!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(365 * A_DAY - A_DAY);
  expect(lifetime).toBeLessThanOrEqual(365 * A_DAY);
  // Nothing is kept in localStorage any more.
  expect(await page.evaluate((key) => localStorage.getItem(key), VAT_MODE_COOKIE)).toBeNull();

  await page.reload();
  await expect(vatSwitch(page)).toBeChecked();
  await expect(firstPrice(page)).toContainText('excl. btw');
  await expect(page.locator('main .shop-ui-price[data-vat-mode="inclusive"]')).toHaveCount(0);

  await page.goto('/p/zonnig-boeket');
  await expect(page.getByRole('heading', { level: 1, name: 'Zonnig boeket' })).toBeVisible();
  await expect(vatSwitch(page)).toBeChecked();
  await expect(firstPrice(page)).toContainText('excl. btw');
  await expect(page.locator('main .shop-ui-price[data-vat-mode="inclusive"]')).toHaveCount(0);

  await vatSwitch(page).uncheck();
  await expect(firstPrice(page)).toContainText('incl. btw');
  expect(await vatModeCookie(page)).toMatchObject({ value: 'inclusive', path: '/' });
  await page.reload();
  await expect(firstPrice(page)).toContainText('incl. btw');
  await expect(vatSwitch(page)).not.toBeChecked();
});

test('a shopper who chose excl. VAT sees no price incl. VAT while the page starts', async ({
  page,
}) => {
  await page.context().addCookies([{ name: VAT_MODE_COOKIE, value: 'exclusive', url: baseURL }]);
  // Counts the prices ever shown incl. VAT, from the page's first node on: those in the page
  // when the observer looks, and those that were incl. VAT before switching.
  await page.addInitScript(() => {
    const seen = window as unknown as { inclusivePrices: number };
    seen.inclusivePrices = 0;
    new MutationObserver((records) => {
      seen.inclusivePrices +=
        document.querySelectorAll('.shop-ui-price[data-vat-mode="inclusive"]').length +
        records.filter((record) => record.oldValue === 'inclusive').length;
    }).observe(document, {
      subtree: true,
      childList: true,
      attributeFilter: ['data-vat-mode'],
      attributeOldValue: true,
    });
  });

  await page.goto('/c/boeketten');
  await expect(firstPrice(page)).toContainText('excl. btw');
  await page.goto('/p/zonnig-boeket');
  await expect(firstPrice(page)).toContainText('excl. btw');
  await expect(vatSwitch(page)).toBeChecked();
  expect(
    await page.evaluate(() => (window as unknown as { inclusivePrices: number }).inclusivePrices),
  ).toBe(0);
});

test('a choice still in localStorage from before moves to the cookie', async ({ page }) => {
  await page.goto('/c/boeketten');
  await expect(firstPrice(page)).toContainText('incl. btw');
  // As jotai's atomWithStorage kept it until issue 20: JSON under the host's key.
  await page.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify('exclusive')),
    VAT_MODE_COOKIE,
  );

  await page.reload();
  await expect(firstPrice(page)).toContainText('excl. btw');
  await expect(vatSwitch(page)).toBeChecked();
  expect(await vatModeCookie(page)).toMatchObject({ value: 'exclusive', path: '/' });
  expect(await page.evaluate((key) => localStorage.getItem(key), VAT_MODE_COOKIE)).toBeNull();
});

test('another tab of the shop follows the choice without a reload', async ({ page, context }) => {
  await page.goto('/c/boeketten');
  const other = await context.newPage();
  await other.goto('/p/zonnig-boeket');
  await expect(firstPrice(other)).toContainText('incl. btw');

  // The shopper goes back to the first tab and switches there.
  await page.bringToFront();
  await vatSwitch(page).check();
  await expect(firstPrice(other)).toContainText('excl. btw');
  await expect(vatSwitch(other)).toBeChecked();

  await vatSwitch(page).uncheck();
  await expect(firstPrice(other)).toContainText('incl. btw');
});
