import { expect, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

// React's production messages for a failed hydration (418 mismatch, 419 a boundary the server
// could not finish, 423 and 425 recoverable errors) and the host's own report of one.
const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|419|423|425)/i;

/** `goto` and `reload` of `page` resolve once the page has hydrated (or is no shop page). */
function waitsForHydration(page: Page, options?: { javaScriptEnabled?: boolean }): Page {
  if (options?.javaScriptEnabled === false) return page;
  const hydrated = () =>
    page
      .waitForFunction(
        () =>
          document.documentElement.dataset.hydrated === 'true' ||
          !document.getElementById('shop-page-data'),
        undefined,
        { timeout: 15_000 },
      )
      // A page that is no page of the shop (a download, the API's own) has nothing to hydrate.
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  return page;
}

/**
 * Playwright's `test`, failing any test whose pages reported a hydration problem (ADR 0033): the
 * browser's first render must be the server's page, on every page every journey visits. A page
 * opened with `goto` or `reload` is used once it has hydrated (`<html data-hydrated>`), as a
 * shopper's clicks are for the page's script: a test acts within milliseconds, a shopper not.
 */
export const test = base.extend<{ hydrationGuard: void }, { hydratingBrowser: void }>({
  // Every page of every context (the test's own, and those a test opens for a second shopper)
  // waits for hydration after `goto` and `reload`.
  hydratingBrowser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        const newPage = context.newPage.bind(context);
        context.newPage = async () => waitsForHydration(await newPage(), options);
        return context;
      };
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => waitsForHydration(await newPage(options), options);
      await provide();
    },
    { scope: 'worker', auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(waitsForHydration(page, { javaScriptEnabled }));
  },
  hydrationGuard: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('console', (message) => {
        if (HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
      });
      context.on('weberror', (error) => {
        if (HYDRATION_PROBLEM.test(error.error().message)) problems.push(error.error().message);
      });
      await use();
      expect(problems, 'hydration problems in the console').toEqual([]);
    },
    { auto: true },
  ],
});
