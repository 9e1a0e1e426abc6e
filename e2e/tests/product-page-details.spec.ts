import { expect, test } from '../helpers/test';
import { answerDialog, productPage } from '../helpers/product-page';
import { makeDesign } from '../helpers/design';

/** The product page's parts that product-page.spec.ts does not walk through (nl-nl). */
test.describe('the product page, part by part', () => {
  test('a product that is always personalized has it on, cannot drop it, and designs at once', async ({
    page,
  }) => {
    const product = productPage(page);
    await page.goto('/p/rouwlint-rozen');
    await expect(page.getByRole('heading', { level: 1, name: 'Rozen met rouwlint' })).toBeVisible();
    await expect(product.personalize).toBeChecked();
    await expect(product.personalize).toBeDisabled();
    await expect(product.personalize).toHaveAccessibleDescription(
      'Dit product wordt altijd gepersonaliseerd.',
    );
    // The ribbon carries the text: no card is offered with it.
    await expect(product.card).toHaveCount(0);
    const design = page.getByRole('button', { name: 'Ontwerp maken' });
    await expect(design).toBeDisabled();
    await expect(page.getByRole('button', { name: 'In winkelwagen' })).toHaveCount(0);

    await product.size.selectOption({ label: 'Klein' });
    await expect(design).toBeEnabled();
    await design.click();
    // Personalization counts as personal, so 'nothing personal?' is not asked: the design is.
    await makeDesign(page, { 'Tekst op het lint, regel 1': 'Rust zacht' });
    await expect(
      page.getByText('Rozen met rouwlint is toegevoegd aan je winkelwagen.'),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Winkelwagen: 1 artikel' })).toBeVisible();
  });

  test("'Ander aantal' takes a typed quantity, 'Annuleren' goes back, and the cart gets that many", async ({
    page,
  }) => {
    const product = productPage(page);
    await page.goto('/p/zonnig-boeket');
    await product.size.selectOption({ label: 'Middel' });
    const quantity = page.getByRole('combobox', { name: 'Aantal', exact: true });
    const typedQuantity = page.getByRole('spinbutton', { name: 'Aantal', exact: true });
    await quantity.selectOption('3');

    await page.getByRole('button', { name: 'Ander aantal' }).click();
    await expect(quantity).toHaveCount(0);
    await expect(typedQuantity).toBeFocused();
    await expect(typedQuantity).toHaveValue('3');
    for (const wrong of ['0', '100']) {
      await typedQuantity.fill(wrong);
      await expect(typedQuantity).toHaveAccessibleDescription(
        'Kies een aantal van 1 tot en met 99',
      );
      await expect(product.addToCart).toBeDisabled();
    }
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await expect(typedQuantity).toHaveCount(0);
    await expect(quantity).toHaveValue('3');
    await expect(product.addToCart).toBeEnabled();

    await page.getByRole('button', { name: 'Ander aantal' }).click();
    await typedQuantity.fill('12');
    await expect(typedQuantity).toHaveAttribute('aria-invalid', 'false');
    await product.addToCart.click();
    await answerDialog(page, 'Niets persoonlijks toevoegen?', 'Ja, verder zonder');
    await expect(page.getByRole('button', { name: 'Winkelwagen: 12 artikelen' })).toBeVisible();
    await expect(product.miniCartCount).toHaveText('12');

    await page.getByRole('link', { name: 'Bekijk winkelwagen' }).click();
    await expect(page.getByLabel('Aantal van Zonnig boeket')).toHaveValue('12');
  });

  test("a description longer than 12 lines is cut off with 'Lees meer'; a short one is not", async ({
    page,
  }) => {
    await page.goto('/p/witte-elegantie');
    const description = page.getByRole('region', { name: 'Omschrijving' });
    await expect(description.getByText(/^Witte lelies, rozen en eucalyptus/)).toBeVisible();
    await expect(description.getByRole('button')).toHaveCount(0);

    // No demo product has a description near 12 lines (the longest is one sentence), so the
    // API's answer for this product gets a long one; everything else is the real answer.
    const paragraph =
      'Witte lelies, rozen en eucalyptus, met de hand geschikt door onze bloemisten en ' +
      'bezorgd in een doos die het boeket overeind houdt, zodat het fris aankomt.';
    await page.route('**/api/catalogue/products/witte-elegantie', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      body.description = Array.from({ length: 8 }, () => paragraph).join('\n\n');
      await route.fulfill({ response, json: body });
    });
    // The server renders a product page with the real answer (ADR 0033): the browser's own
    // request, for a product it moves on to, gets the long one.
    await page.goto('/c/boeketten');
    await page.locator('main a[href="/p/witte-elegantie"]').first().click();
    const readMore = description.getByRole('button', { name: 'Lees meer' });
    await expect(readMore).toHaveAttribute('aria-expanded', 'false');
    const clampedHeight = (await description.boundingBox())!.height;

    await readMore.click();
    const readLess = description.getByRole('button', { name: 'Lees minder' });
    await expect(readLess).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(async () => (await description.boundingBox())!.height)
      .toBeGreaterThan(clampedHeight + 50);

    await readLess.click();
    await expect(readMore).toHaveAttribute('aria-expanded', 'false');
    await expect
      .poll(async () => Math.round((await description.boundingBox())!.height))
      .toBe(Math.round(clampedHeight));
  });
});

// 1280×720, a common laptop screen, where no scroll position uncovers the combinations.
for (const { name, viewport } of [
  { name: '1280 × 720', viewport: { width: 1280, height: 720 } },
  { name: '375 px', viewport: { width: 375, height: 740 } },
]) {
  test.describe(`the combination products (${name})`, () => {
    test.use({ viewport });

    test('link to their own product pages', async ({ page }) => {
      // From 768 px the gallery is sticky: it must stop above the combinations, not slide over
      // them and take their clicks once the shopper has scrolled down.
      await page.goto('/p/witte-elegantie');
      const combinations = page.getByRole('region', { name: 'Combineer met' });
      await expect(combinations.getByRole('listitem')).toHaveCount(3);
      // The shopper reads to the end of the page, where the combinations are (again if images
      // still arriving made the page longer).
      await expect
        .poll(async () => {
          await page.keyboard.press('End');
          return page.evaluate(() => innerHeight + scrollY >= document.body.scrollHeight - 1);
        })
        .toBe(true);
      // A link a shopper can click is clickable at once: no need to wait out the test.
      await combinations.getByRole('link', { name: 'Geurkaars' }).click({ timeout: 5_000 });

      await expect(page).toHaveURL(/\/p\/geurkaars$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Geurkaars' })).toBeVisible();
      // A gift's page: its own combinations, and a fresh choice.
      await expect(
        page
          .getByRole('region', { name: 'Combineer met' })
          .getByRole('link', { name: 'Zonnig boeket' }),
      ).toBeVisible();
      await expect(productPage(page).addToCart).toBeDisabled();

      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Witte elegantie' })).toBeVisible();
    });
  });
}
