const { chromium } = require('@playwright/test');
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
  page.on('response', (r) => console.log('status', r.status(), r.url()));
  await page.goto(process.argv[2] ?? 'http://localhost:3000/winkel');
  await page.waitForTimeout(15000);
  console.log((await page.locator('main').innerText()).slice(0, 300));
  await browser.close();
})();
