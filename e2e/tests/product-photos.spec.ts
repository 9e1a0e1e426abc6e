import { expect, test, type Locator, type Page } from '../helpers/test';

// Issue 32, "Photos, not drawings" (ADR 0055): product images are raster photos in several
// widths and formats; the product page's largest paint is its photo, preloaded, and the browser
// takes a file of the width the slot shows, never a needlessly large one.

interface Paint {
  tag: string;
  url: string;
  size: number;
}

/** Records every largest-contentful-paint candidate and layout shift from the first byte. */
async function observePaints(page: Page) {
  await page.addInitScript(() => {
    const seen = { paints: [] as Paint[], shifts: 0 };
    (window as { shopPaints?: typeof seen }).shopPaints = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        element?: Element | null;
        url: string;
        size: number;
      })[]) {
        seen.paints.push({ tag: entry.element?.tagName ?? '', url: entry.url, size: entry.size });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        seen.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const paints = (page: Page) =>
  page.evaluate(
    () =>
      (window as { shopPaints?: { paints: Paint[]; shifts: number } }).shopPaints ?? {
        paints: [],
        shifts: 0,
      },
  );

/** The width a picture's `<img>` was given, the widths it could have had, and what it needs. */
function choice(image: Locator) {
  return image.evaluate((img: HTMLImageElement) => {
    const file = (candidate: string) => candidate.trim().split(' ')[0] ?? '';
    const sources: Element[] = Array.from(img.parentElement?.querySelectorAll('source') ?? []);
    const sets = [...sources, img].map((element) => element.getAttribute('srcset') ?? '');
    const srcset = sets.find((set) =>
      set.split(',').some((candidate: string) => img.currentSrc.endsWith(file(candidate))),
    );
    const [, width, format] = /\.(\d+)\.(avif|webp|jpg)$/.exec(img.currentSrc) ?? [];
    return {
      currentSrc: img.currentSrc,
      chosen: Number(width),
      format,
      widths: (srcset ?? '')
        .split(',')
        .map((candidate: string) => Number(candidate.trim().split(' ')[1]?.slice(0, -1))),
      needed: img.getBoundingClientRect().width * window.devicePixelRatio,
    };
  });
}

/**
 * The browser took the candidate just above what the slot needs at this density, or the one
 * just below it (Chromium picks the lower one when the density is nearer to it): never a
 * larger one, so `sizes` matches the layout.
 */
async function expectFittingCandidate(image: Locator, what: string) {
  await expect(image).toHaveJSProperty('complete', true);
  const { chosen, widths, needed, currentSrc } = await choice(image);
  const below = widths.filter((width: number) => width < needed).at(-1);
  const above = widths.find((width: number) => width >= needed) ?? widths.at(-1);
  expect([below, above], `${what}: ${currentSrc} for ${needed} px`).toContain(chosen);
  return chosen;
}

for (const { width, density } of [
  { width: 375, density: 2 },
  { width: 1280, density: 1 },
]) {
  test.describe(`at ${width} px (${density}×)`, () => {
    test.use({ viewport: { width, height: 800 }, deviceScaleFactor: density });

    test('the product page’s largest paint is its photo, preloaded, of the width it is shown at', async ({
      page,
      request,
    }) => {
      const html = await (await request.get('/p/zonnig-boeket')).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<link rel="preload" as="image"[^>]*imageSrcSet="[^"]+\.avif 160w/i);
      expect(head).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/i);

      await observePaints(page);
      await page.goto('/p/zonnig-boeket');
      const layout = width < 768 ? 'narrow' : 'wide';
      const photo = page.locator(`[data-layout="${layout}"] picture img`).first();
      await expect(photo).toHaveAttribute('alt', /^Zonnig boeket, /);
      const chosen = await expectFittingCandidate(photo, 'the product photo');
      expect((await choice(photo)).format).toBe('avif');

      await expect
        .poll(async () => (await paints(page)).paints.at(-1)?.tag, { timeout: 10_000 })
        .toBe('IMG');
      const { paints: candidates, shifts } = await paints(page);
      const largest = candidates.at(-1)!;
      expect(largest.url).toMatch(
        new RegExp(`/api/media/products/zonnig-boeket-1\\.[0-9a-f]{10}\\.${chosen}\\.avif$`),
      );
      expect(largest.url).toBe((await choice(photo)).currentSrc);
      expect(shifts, 'CLS').toBeLessThanOrEqual(0.02);

      // One file of the main photo: the preload and both layouts' pictures chose the same.
      const fetched = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\/zonnig-boeket-1\.[0-9a-f]{10}\.(?:[3-9]\d\d|\d{4})\./.test(name)),
      );
      expect(fetched).toEqual([largest.url]);

      if (layout === 'wide') {
        const thumbnail = page.locator('.product-gallery__thumbnail img').first();
        expect(await expectFittingCandidate(thumbnail, 'a thumbnail')).toBe(160);
      }
    });

    test('a category’s first tile takes a photo of a tile’s width', async ({ page }) => {
      await page.goto('/c/boeketten');
      const tile = page.locator('img.product-card__image').first();
      await expect(tile).toHaveAttribute('fetchpriority', 'high');
      await expectFittingCandidate(tile, 'the first tile');
      await expect(page.locator('img.product-card__image').last()).toHaveAttribute(
        'loading',
        'lazy',
      );
    });
  });
}

test('og:image is a JPEG that loads, 1200 px wide as the page says', async ({ page, request }) => {
  await page.goto('/p/zonnig-boeket');
  const og = (property: string) =>
    page.locator(`head meta[property="og:image${property}"]`).getAttribute('content');
  const url = (await og(''))!;
  expect(url).toMatch(/^https?:\/\/[^/]+\/api\/media\/products\/zonnig-boeket-1\..+\.jpg$/);
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect([...(await response.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const size = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, url);
  expect(size).toEqual([Number(await og(':width')), Number(await og(':height'))]);
  expect(size).toEqual([1200, 1200]);
});
