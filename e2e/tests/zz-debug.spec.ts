import { test } from '@playwright/test';

for (const url of ['/fr-be/', '/p/zonnig-boeket', '/c/boeketten', '/fr-be/?search=rozen']) {
  test(`debug ${url}`, async ({ page }) => {
    page.on('console', (m) => console.log(`[${m.type()}] ${m.text().slice(0, 1500)}`));
    page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
    await page.goto(url);
    await page.waitForTimeout(4000);
    console.log('searchboxes', await page.locator('input[type=search]').count());
    console.log('h1', await page.locator('h1').allTextContents());
  });
}
