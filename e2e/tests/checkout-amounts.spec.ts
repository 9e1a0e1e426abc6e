import { expect, test, type APIRequestContext, type Page } from '../helpers/test';
import { fillDutchAddress } from '../helpers/checkout';
import { atMolliePage } from '../helpers/mollie-page';

// Issue 18: what the shopper pays is on screen before paying, in either VAT mode; a line's
// total shows what it is made of; the mini cart opens a panel; a language switch renames lines.

type Line = {
  variationId: number;
  quantity: number;
  card?: { id: number; text: string };
  upsells?: { variationId: number; quantity: number }[];
};
type Variation = { id: number; property_values: Record<string, string> };

async function variation(request: APIRequestContext, slug: string, size: string) {
  const product = await (await request.get(`/api/catalogue/products/${slug}`)).json();
  return (product.variations as Variation[]).find(
    (candidate) => candidate.property_values.size === size,
  )!.id;
}

/** A cart made through the API, handed to the browser as the checkout team keeps it. */
async function cartWith(page: Page, request: APIRequestContext, lines: Line[]) {
  const cart = await (await request.post('/api/carts')).json();
  for (const line of lines)
    await request.post(`/api/carts/${cart.uuid}/lines`, {
      headers: { 'x-cart-secret': cart.secret },
      data: line,
    });
  await page.addInitScript(
    (stored) => localStorage.setItem('shop-checkout-cart', stored),
    JSON.stringify({ uuid: cart.uuid, secret: cart.secret }),
  );
}

/** Two medium sunny bouquets with a small card and three balloons: a line of several parts. */
async function bouquetWithCardAndBalloons(request: APIRequestContext): Promise<Line> {
  const wishCards = (
    await (await request.get('/api/catalogue/wish-cards?product=zonnig-boeket')).json()
  )['hydra:member'] as { id: number; size: string }[];
  return {
    variationId: await variation(request, 'zonnig-boeket', 'M'),
    quantity: 2,
    card: { id: wishCards.find((card) => card.size === 'small')!.id, text: 'Van harte!' },
    upsells: [{ variationId: await variation(request, 'ballon-gefeliciteerd', 'S'), quantity: 3 }],
  };
}

const euros = (text: string | null) =>
  Number(
    text!
      .match(/€\s?([\d.]+,\d\d)/)![1]!
      .replace(/\./g, '')
      .replace(',', '.'),
  );

/** The amounts list's value beside `term` (a <dt>). */
const amountAfter = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }).locator('+ dd');

test('in excl. VAT mode the cart and every checkout step show the VAT and the amount to pay, and the pay button charges what the bank asks', async ({
  page,
  request,
}) => {
  // A small sunny bouquet, € 24,95 incl. 9 % VAT, delivered in the Netherlands for € 4,95.
  await cartWith(page, request, [
    { variationId: await variation(request, 'zonnig-boeket', 'S'), quantity: 1 },
  ]);
  await page.goto('/winkelwagen');
  await page.getByRole('switch', { name: 'Bestel je zakelijk?' }).check();
  await expect(amountAfter(page, 'Subtotaal')).toHaveText('€ 22,89 excl. btw');
  await expect(amountAfter(page, 'Btw')).toHaveText('€ 2,06');
  await expect(amountAfter(page, 'Totaal incl. btw')).toHaveText('€ 24,95');

  await page.getByRole('link', { name: 'Afrekenen' }).click();
  const toPay = async () => {
    await expect(amountAfter(page, 'Totaal excl. btw')).toHaveText('€ 26,98');
    await expect(amountAfter(page, 'Btw')).toHaveText('€ 2,92');
    await expect(amountAfter(page, 'Te betalen (incl. btw)')).toHaveText('€ 29,90');
  };
  await expect(page.locator('[aria-current="step"]')).toHaveText('1 Jouw bestelling');
  await toPay();
  await page.getByLabel('Bezorgdatum').selectOption({ index: 1 });
  const date = (await page.getByLabel('Bezorgdatum').locator('option:checked').textContent())!;
  await page.getByRole('button', { name: 'Volgende stap' }).click();

  await expect(page.locator('[aria-current="step"]')).toHaveText('2 Bezorgadres');
  await toPay();
  await fillDutchAddress(page);
  await page.getByRole('button', { name: 'Volgende stap' }).click();

  await expect(page.locator('[aria-current="step"]')).toHaveText('3 Jouw gegevens');
  await toPay();
  await page.getByLabel('E-mailadres').fill(`zakelijk-${Date.now()}@example.nl`);
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByLabel('Kies je bank').selectOption({ label: 'ING' });

  // Step 3 sums up the order before paying.
  const review = page.getByRole('region', { name: 'Controleer je bestelling' });
  const detail = (term: string) => review.locator('dt', { hasText: term }).locator('+ dd');
  await expect(detail('Bezorgdatum')).toContainText(date);
  await expect(detail('Bezorgadres')).toHaveText(/Anna de Vries.*Oudegracht 12.*3511 AB Utrecht/);
  await expect(detail('Factuuradres')).toHaveText('Hetzelfde als het bezorgadres');
  await expect(detail('Betaalmethode')).toHaveText('iDEAL');
  await expect(page.getByText('1 × Zonnig boeket')).toBeVisible();

  const pay = page.getByRole('button', { name: 'Bestellen en betalen: € 29,90' });
  await expect(pay).toBeVisible();
  await pay.click();
  // Mollie's page asks for that amount, for that order, at that bank.
  await atMolliePage(page);
  const asked = (term: string) => page.locator('dt', { hasText: term }).locator('+ dd');
  await expect(asked('Bedrag')).toHaveText('€ 29.90');
  await expect(asked('Omschrijving')).toHaveText(/^Bestelling FB-\d+$/);
  await expect(asked('Bank')).toHaveText('ING');
});

test('a line with a card and upsells shows what makes up its total, and the parts add up', async ({
  page,
  request,
}) => {
  await cartWith(page, request, [await bouquetWithCardAndBalloons(request)]);
  await page.goto('/winkelwagen');
  const parts = page.getByRole('list', { name: 'Zo is de prijs van Zonnig boeket opgebouwd' });
  await expect(parts.getByRole('listitem')).toHaveText([
    /^2 × Zonnig boeket \(Middel, Geel\) à € 34,95\s*€ 69,90$/,
    /^2 × Kaartje Gefeliciteerd à € 1,95\s*€ 3,90$/,
    /^3 × Ballon Gefeliciteerd \(Klein, Geel\) à € 6,95\s*€ 20,85$/,
  ]);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Zonnig boeket', exact: true }) });
  const addsUp = async (suffix: string) => {
    const amounts = await parts.locator('.checkout-line-parts__amount').allTextContents();
    const lineTotal = (await row.getByRole('cell').nth(3).textContent())!;
    expect(lineTotal).toContain(suffix);
    expect(amounts.reduce((sum, amount) => sum + euros(amount), 0)).toBeCloseTo(
      euros(lineTotal),
      2,
    );
  };
  await addsUp('incl. btw');

  // In excl. VAT mode every part and the line are excl. VAT, and they still add up.
  await page.getByRole('switch', { name: 'Bestel je zakelijk?' }).check();
  await expect(parts.getByRole('listitem').first()).toContainText('à € 32,06');
  await addsUp('excl. btw');

  // Checkout's order summary shows the same parts.
  await page.getByRole('link', { name: 'Afrekenen' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Zo is de prijs van Zonnig boeket opgebouwd' })
      .getByRole('listitem'),
  ).toHaveCount(3);
});

test('switching the language on the cart page renames the variations without a reload', async ({
  page,
  request,
}) => {
  await cartWith(page, request, [
    { variationId: await variation(request, 'zonnig-boeket', 'S'), quantity: 1 },
  ]);
  await page.goto('/winkelwagen');
  await expect(page.getByText('Klein · Geel')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await page.getByLabel('Taal en land').selectOption('en-us');
  await expect(page).toHaveURL(/\/en-us\/winkelwagen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  await expect(page.getByText('Small · Yellow')).toBeVisible();

  await page.getByLabel('Language and country').selectOption('fr-be');
  await expect(page.getByText('Petit · Jaune')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // The checkout's lines follow too.
  await page.getByRole('link', { name: 'Commander', exact: true }).click();
  await expect(page.getByText('(Petit, Jaune)')).toBeVisible();
  await page.getByLabel('Langue et pays').selectOption('nl-be');
  await expect(page.getByText('(Klein, Geel)')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

for (const width of [375, 1280]) {
  test(`the mini cart opens a panel with the lines, the total and a link to the cart at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await cartWith(page, request, [
      { variationId: await variation(request, 'zonnig-boeket', 'S'), quantity: 2 },
      { variationId: await variation(request, 'rode-rozen', 'S'), quantity: 1 },
    ]);
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Winkelwagen: 3 artikelen' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: Enter opens it, Tab goes into it, Escape closes it and the focus comes back.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The cart page is a region of that name too: the panel is the header's.
    const panel = page.getByRole('banner').getByRole('region', { name: 'Winkelwagen' });
    await expect(panel.getByRole('listitem')).toHaveText([
      /2 × Zonnig boeket\s*Klein, Geel\s*€ 49,90 incl\. btw/,
      /1 × Rode rozen\s*Klein, Rood\s*€ 29,95 incl\. btw/,
    ]);
    await expect(panel.locator('dt', { hasText: 'Totaal' }).locator('+ dd')).toHaveText(
      '€ 79,85 incl. btw',
    );
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Bekijk winkelwagen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // A click outside closes it; its link leads to the cart.
    await button.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(5, 790);
    await expect(panel).toBeHidden();
    await button.click();
    await panel.getByRole('link', { name: 'Bekijk winkelwagen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
    await expect(panel).toBeHidden();
  });
}

for (const locale of ['nl-nl', 'fr-be']) {
  test(`on a phone every cart line is a card with its quantity, prices and removal on screen (${locale})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await cartWith(page, request, [await bouquetWithCardAndBalloons(request)]);
    await page.goto(locale === 'nl-nl' ? '/winkelwagen' : `/${locale}/winkelwagen`);
    const remove = page.locator('.checkout-cart__remove button');
    await expect(remove).toBeVisible();
    // Quantity, prices and the remove button lie inside the phone's width: nothing hides in a
    // region that scrolls sideways.
    for (const control of [
      page.locator('.checkout-cart__line select'),
      remove,
      page.locator('.checkout-cart__line td').nth(3),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    const wrap = page.locator('.checkout-cart__table-wrap');
    expect(await wrap.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
}
