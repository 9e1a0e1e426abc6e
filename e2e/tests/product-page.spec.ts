import { expect, test } from '../helpers/test';
import { answerDialog, holdLetterUpload, letterPdf, productPage } from '../helpers/product-page';
import { makeDesign } from '../helpers/design';

const viewports = [
  { name: 'wide', viewport: { width: 1280, height: 900 } },
  { name: '375 px', viewport: { width: 375, height: 740 } },
];

for (const { name, viewport } of viewports) {
  test.describe(`the product page (${name})`, () => {
    test.use({ viewport });
    const narrow = viewport.width < 768;

    test('a shopper finds a product through a category and through search', async ({ page }) => {
      await page.goto('/c/boeketten');
      await page.getByRole('link', { name: 'Witte elegantie' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Witte elegantie' })).toBeVisible();
      await expect(page).toHaveTitle(/^Witte elegantie bestellen en laten bezorgen/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^Witte lelies, rozen en eucalyptus/,
      );
      if (narrow) {
        await expect(
          page.getByRole('region', { name: 'Afbeeldingen van het product' }),
        ).toBeVisible();
        await page.getByRole('button', { name: 'Volgende afbeelding' }).click();
        await expect(page.getByText(/^2 van \d$/)).toBeVisible();
      } else {
        const thumbnail = page.getByRole('button', { name: /^Toon afbeelding 2 van \d/ });
        await thumbnail.click();
        await expect(thumbnail).toHaveAttribute('aria-pressed', 'true');
      }
      // Nothing sticks out sideways at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await page.goto('/');
      await page.getByLabel('Zoek in de winkel').fill('elegantie');
      await page.getByRole('button', { name: 'Zoeken' }).click();
      await page.getByRole('link', { name: 'Witte elegantie' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Witte elegantie' })).toBeVisible();
    });

    test('a variation comes from the hash or a click; back and forward restore it', async ({
      page,
    }) => {
      const product = productPage(page);
      await page.goto('/p/witte-elegantie');
      await expect(page.locator('.product-page__price')).toContainText('vanaf');
      await expect(product.addToCart).toBeDisabled();
      await product.size.selectOption({ label: 'Middel' });
      await product.vase.selectOption({ label: 'Zonder vaas' });
      await expect(page).toHaveURL(/#\d+$/);
      const without = new URL(page.url()).hash;
      await product.vase.selectOption({ label: 'Met glazen vaas' });
      await expect(page).not.toHaveURL(new RegExp(`${without}$`));
      const withVase = new URL(page.url()).hash;
      await expect(page.locator('.product-page__price')).not.toContainText('vanaf');

      await page.goBack();
      await expect(product.vase).toHaveValue('none');
      await page.goForward();
      await expect(product.vase).toHaveValue('glass');

      await page.goto(`/p/witte-elegantie${withVase}`);
      await expect(product.size).toHaveValue('M');
      await expect(product.vase).toHaveValue('glass');
      await expect(product.addToCart).toBeEnabled();
    });

    test('a card text over either limit says so and cannot be added', async ({ page }) => {
      const product = productPage(page);
      await page.goto('/p/witte-elegantie');
      await product.size.selectOption({ label: 'Middel' });
      await product.vase.selectOption({ label: 'Zonder vaas' });
      await product.card.check();
      await page.getByRole('radio', { name: /^Gefeliciteerd/ }).check();

      await product.cardText.fill('x'.repeat(321));
      await expect(
        page.getByText('Maximaal aantal karakters van 320 is overschreden.'),
      ).toBeVisible();
      await expect(product.cardText).toHaveAttribute('aria-invalid', 'true');
      await expect(product.addToCart).toBeDisabled();

      await product.cardText.fill(
        Array.from({ length: 10 }, (_, i) => `Regel ${i + 1}`).join('\n'),
      );
      await expect(page.getByText('Maximaal aantal regels is overschreden')).toBeVisible();

      // Nine typed lines, one of which wraps on the card: too many lines as shown.
      const wrapping = 'Een heel lange regel die op dit kaartje zeker over meer regels loopt.';
      const typed = [...Array.from({ length: 8 }, (_, i) => `Regel ${i + 1}`), wrapping];
      await product.cardText.fill(typed.join('\n'));
      await expect(page.getByText('Maximaal aantal regels is overschreden')).toBeVisible();
      await expect(product.addToCart).toBeDisabled();

      await product.cardText.fill('Lieve oma,\nvan harte gefeliciteerd!');
      await expect(product.cardText).toHaveAttribute('aria-invalid', 'false');
      await expect(product.addToCart).toBeEnabled();
      await product.addToCart.click();
      await expect(
        page.getByText('Witte elegantie is toegevoegd aan je winkelwagen.'),
      ).toBeVisible();
      await expect(product.miniCartCount).toHaveText('1');
    });

    test('a card rules out a letter; a letter and a balloon go to the cart together', async ({
      page,
    }) => {
      const product = productPage(page);
      await page.goto('/p/witte-elegantie');
      await product.size.selectOption({ label: 'Middel' });
      await product.vase.selectOption({ label: 'Zonder vaas' });

      await product.card.check();
      await expect(product.letter).toBeDisabled();
      await expect(
        page.getByText('Niet te combineren met een andere keuze hierboven of hieronder.'),
      ).toBeVisible();
      await product.card.uncheck();
      await expect(product.letter).toBeEnabled();

      await product.letter.check();
      await expect(product.card).toBeDisabled();
      await product.letterFile.setInputFiles({
        name: 'brief.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hallo'),
      });
      await expect(page.getByRole('alert')).toHaveText('Upload een brief als PDF, JPEG of PNG');
      await product.letterFile.setInputFiles(letterPdf);
      await expect(page.getByText('Gekozen: brief.pdf')).toBeVisible();

      await page.getByRole('checkbox', { name: /Ballon Gefeliciteerd/ }).check();
      await expect(product.addToCart).toBeDisabled();
      const balloon = page.getByRole('group', { name: 'Uitvoering van Ballon Gefeliciteerd' });
      await balloon.getByLabel('Formaat').selectOption({ label: 'Klein' });
      const balloonText = page.getByLabel('Tekst op de ballon');
      await balloonText.fill('Hoera 🎉 Anna ♥');
      await expect(balloonText).toHaveValue('Hoera  Anna ');

      const upload = await holdLetterUpload(page);
      await product.addToCart.click();
      // fetch reports no upload progress, so the letter goes through XMLHttpRequest.
      expect((await upload.request).resourceType()).toBe('xhr');
      const progress = page.getByRole('progressbar', { name: 'Je brief wordt geüpload…' });
      await expect(progress).toBeVisible();
      upload.release();
      await expect(
        page.getByText('Witte elegantie is toegevoegd aan je winkelwagen.'),
      ).toBeVisible();
      await expect(progress).toBeHidden();
      await expect(product.miniCartCount).toHaveText('1');
    });

    test('the page asks before adding, and personalization designs every item alike', async ({
      page,
    }) => {
      const product = productPage(page);
      await page.goto('/p/rode-rozen');
      await product.size.selectOption({ label: 'Middel' });

      await product.card.check();
      await product.addToCart.click();
      await answerDialog(page, 'Je kaartje heeft nog geen tekst', 'Tekst typen');
      await expect(product.cardText).toBeFocused();
      await product.addToCart.click();
      await answerDialog(page, 'Je kaartje heeft nog geen tekst', 'Verder zonder kaartje');
      await answerDialog(page, 'Niets persoonlijks toevoegen?', 'Ja, verder zonder');
      await expect(product.miniCartCount).toHaveText('1');
      await expect(product.card).not.toBeChecked();

      await product.personalize.check();
      await expect(page.getByRole('button', { name: 'Ontwerp maken' })).toBeVisible();
      await page.getByLabel('Aantal', { exact: true }).selectOption('2');
      await product.addToCart.click();
      const same = product.dialog('Dezelfde personalisatie voor alle 2 stuks');
      await expect(same).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(same).toBeHidden();
      await expect(product.miniCartCount).toHaveText('1');
      await product.addToCart.click();
      await answerDialog(page, 'Dezelfde personalisatie voor alle 2 stuks', 'Ja, toevoegen');
      await makeDesign(page, { 'Naam op het lint': 'Anna' });
      await expect(product.miniCartCount).toHaveText('3');
    });
  });
}
