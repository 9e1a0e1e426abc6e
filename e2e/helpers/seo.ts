import { expect, type Page } from '@playwright/test';

/** What the page's `<head>` tells search engines and shared links, read from the live DOM. */
export function readHead(page: Page) {
  return page.evaluate(() => {
    const values = (selector: string, attribute: string) =>
      Array.from(document.head.querySelectorAll(selector)).map((tag) =>
        tag.getAttribute(attribute),
      );
    const og = Object.fromEntries(
      Array.from(document.head.querySelectorAll('meta[property^="og:"]')).map((tag) => [
        tag.getAttribute('property'),
        tag.getAttribute('content'),
      ]),
    );
    return {
      // The document's titles, wherever one was left; not an SVG image's (a map's dots).
      titles: Array.from(document.querySelectorAll('title:not(svg title)')).map(
        (title) => title.textContent,
      ),
      descriptions: values('meta[name="description"]', 'content'),
      canonicals: values('link[rel="canonical"]', 'href'),
      alternates: Array.from(document.head.querySelectorAll('link[rel="alternate"]')).map(
        (link) => [link.getAttribute('hreflang'), link.getAttribute('href')],
      ),
      robots: values('meta[name="robots"]', 'content'),
      og,
    };
  });
}

/** Every schema.org object the page renders, parsed; `@type` picks one kind. */
export async function structuredData(page: Page, type: string) {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data['@type'] === type);
}

/** Waits until the page renders exactly `count` objects of a kind, and returns them. */
export async function expectStructuredData(page: Page, type: string, count = 1) {
  await expect.poll(async () => (await structuredData(page, type)).length).toBe(count);
  return structuredData(page, type);
}
