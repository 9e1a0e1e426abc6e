import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

// React's production messages for a failed hydration (418 mismatch, 419 a boundary the server
// could not finish, 423 and 425 recoverable errors) and the host's own report of one.
const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|419|423|425)/i;

/**
 * Playwright's `test`, failing any test whose pages reported a hydration problem (ADR 0033): the
 * browser's first render must be the server's page, on every page every journey visits.
 */
export const test = base.extend<{ hydrationGuard: void }>({
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
