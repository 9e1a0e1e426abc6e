import { expect, test, type Locator } from '../helpers/test';

// Issue 18: a long product name in "Combineer met" wraps onto more lines; it is never clipped
// and never pushes the page wider than the phone.

const longName =
  'Extra grote feestelijke verjaardagscadeaumand met Belgische pralines, rode wijn en een handgeschreven kaartje';

/** Where the name's text is drawn, how high its box is, and the card it sits in. */
const layoutOf = (name: Locator) =>
  name.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = Array.from(range.getClientRects());
    const card = element.closest('li')!.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      textLeft: Math.min(...lines.map((line) => line.left)),
      textRight: Math.max(...lines.map((line) => line.right)),
      textBottom: Math.max(...lines.map((line) => line.bottom)),
      boxHeight: element.getBoundingClientRect().height,
      boxBottom: element.getBoundingClientRect().bottom,
      lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2,
      clipped:
        element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      textOverflow: style.textOverflow,
      whiteSpace: style.whiteSpace,
      card: { left: card.left, right: card.right },
    };
  });

for (const width of [375, 1280]) {
  test(`a long name in “Combineer met” wraps, whole and inside its card, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // The shop's own answer, with one product's name made as long as a real one can be.
    await page.route('**/api/catalogue/combination-info', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body['hydra:member'][0].name = longName;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/p/zonnig-boeket');
    const block = page.getByRole('region', { name: 'Combineer met' });
    await expect(block.getByRole('link', { name: longName })).toBeVisible();
    const cards = block.getByRole('listitem');
    const long = await layoutOf(cards.first().locator('.product-card__name'));
    const short = await layoutOf(cards.nth(1).locator('.product-card__name'));

    // Wrapped: its box grew over several lines, where a short name keeps one or two.
    expect(long.boxHeight).toBeGreaterThan(short.boxHeight);
    expect(long.boxHeight).toBeGreaterThan(3 * long.lineHeight);
    // Whole: no text outside its box or its card, no ellipsis, no single unbroken line.
    expect(long.clipped).toBe(false);
    expect(long.textOverflow).not.toBe('ellipsis');
    expect(long.whiteSpace).not.toBe('nowrap');
    expect(long.textLeft).toBeGreaterThanOrEqual(long.card.left);
    expect(long.textRight).toBeLessThanOrEqual(long.card.right);
    expect(long.textBottom).toBeLessThanOrEqual(long.boxBottom + 1);
    // And nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
