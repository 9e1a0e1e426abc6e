import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether the page is wider than the window (it scrolls sideways): null when it fits, else the
 * page's width and the elements that stick out furthest, so a failure says where to look.
 */
export function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return null;
    const describe = (element: Element) => {
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
    };
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    // Inside a region that scrolls (or clips) on its own, sticking out is that region's business.
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    // The outermost elements that stick out: their children stick out because of them.
    const out = Array.from(document.body.querySelectorAll('*')).filter(
      (element) =>
        sticksOut(element) &&
        !(element.parentElement && sticksOut(element.parentElement)) &&
        !clipped(element),
    );
    return `${root.scrollWidth} px wide in ${width} px: ${out
      .slice(0, 5)
      .map(
        (element) =>
          `${describe(element)} to ${Math.round(element.getBoundingClientRect().right)} px`,
      )
      .join(', ')}`;
  });
}

/** Waits until the page has drawn (its main heading, no skeleton left, the cart in the header). */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.shop-ui-skeleton')).toHaveCount(0);
  await expect(page.locator('.shop-host-header .shop-host-widget-loading')).toHaveCount(0);
}

/** On how many lines an element's text is laid out (a one-word label on two broke mid-word). */
export function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set(
      Array.from(range.getClientRects())
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top)),
    );
    return tops.size;
  });
}
