import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

// React's production messages for a failed hydration (418 mismatch, 419 a boundary the server
// could not finish, 423 and 425 recoverable errors) and the host's own report of one.
const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|419|423|425)/i;

/**
 * Playwright's `test`, failing any test whose pages reported a hydration problem (ADR 0033): the
 * browser's first render must be the server's page, on every page every journey visits. A page
 * opened with `goto` or `reload` is used once it has hydrated (`<html data-hydrated>`), as a
 * shopper's clicks are for the page's script: a test acts within milliseconds, a shopper not.
 */
export const test = base.extend<{ hydrationGuard: void }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const hydrated = async () => {
      if (!javaScriptEnabled) return;
      await page
        .waitForFunction(
          () =>
            document.documentElement.dataset.hydrated === 'true' ||
            !document.getElementById('shop-page-data'),
          undefined,
          { timeout: 15_000 },
        )
        // A page that is no page of the shop (a download, the API's own) has nothing to hydrate.
        .catch(() => undefined);
    };
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
    await provide(page);
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
