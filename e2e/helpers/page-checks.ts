import type { Page } from '@playwright/test';

/**
 * Installs a stand-in for the React DevTools hook before any script runs: every copy of
 * react-dom on the page registers itself there, so we can count them.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string }>();
    let nextId = 1;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: { version?: string }) {
          const id = nextId++;
          renderers.set(id, renderer);
          return id;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        checkDCE() {},
      },
    });
  });
}

export function reactRendererVersions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...(
        window as unknown as {
          __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> };
        }
      ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values(),
    ].map((r) => r.version ?? '?'),
  );
}

export function authRuntimeCount(page: Page): Promise<number | undefined> {
  return page.evaluate(
    () => (window as unknown as { __shopAuthRuntimes?: number }).__shopAuthRuntimes,
  );
}

/** Marks the current document; a full page load loses the mark. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(
    () => ((window as unknown as { __shopE2eMark?: boolean }).__shopE2eMark = true),
  );
}

export function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __shopE2eMark?: boolean }).__shopE2eMark === true,
  );
}
