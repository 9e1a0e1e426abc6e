import { expect, test } from '../helpers/test';
import { expectNoSeriousViolations as checkA11y } from '../helpers/axe';
import { fillCardFields } from '../helpers/checkout';
import { makeDesign } from '../helpers/design';
import { latestMailTo } from '../helpers/outbox';
import { productPage } from '../helpers/product-page';
import { signInAt } from '../helpers/sign-in';

const viewports = [
  { name: 'wide', viewport: { width: 1280, height: 900 } },
  { name: '375 px', viewport: { width: 375, height: 740 } },
];

/** 'Ontwerp maken' lets the shopper make the design they pay for (issue 18, ADR 0028). */
for (const { name, viewport } of viewports) {
  test.describe(`a personalization's design (${name})`, () => {
    test.use({ viewport });

    test('a ribbon is designed, seen in the cart, edited there, ordered, and shown on the order and in its mail', async ({
      page,
      request,
    }) => {
      test.slow();
      await signInAt(page, 'demo@bloemenzo.nl', '/');
      const product = productPage(page);
      await page.goto('/p/rouwlint-rozen');
      await product.size.selectOption({ label: 'Klein' });
      const button = page.getByRole('button', { name: 'Ontwerp maken' });
      await button.click();

      // The dialog asks for the ribbon's two lines, by keyboard from the first one.
      const dialog = page.getByRole('dialog', { name: 'Ontwerp maken' });
      await expect(dialog).toBeVisible();
      const first = dialog.getByRole('textbox', { name: 'Tekst op het lint, regel 1' });
      const second = dialog.getByRole('textbox', {
        name: 'Tekst op het lint, regel 2 (optioneel)',
      });
      await expect(first).toBeFocused();
      // Nothing on it: refused at the field, nothing added.
      await dialog.getByRole('button', { name: 'Ontwerp bevestigen' }).click();
      await expect(first).toHaveAccessibleDescription(/Vul deze regel in/);
      await expect(first).toBeFocused();
      await expect(product.miniCartCount).toHaveText('0');
      // Escape cancels and gives the focus back.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(first).toBeFocused();
      await page.keyboard.type('Rust zacht');
      await page.keyboard.press('Tab');
      await expect(second).toBeFocused();
      await page.keyboard.type('Familie Jansen');
      await expect(dialog.getByTestId('design-preview')).toHaveText('Rust zachtFamilie Jansen');
      await expect(second).toHaveAccessibleDescription('Nog 26 tekens');
      // The dialog fits the screen, at 375 px too.
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await dialog.getByRole('button', { name: 'Ontwerp bevestigen' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByText('Rozen met rouwlint is toegevoegd aan je winkelwagen.'),
      ).toBeVisible();
      await expect(product.miniCartCount).toHaveText('1');

      // The cart shows the design and edits it.
      await page.goto('/winkelwagen');
      const line = page.getByRole('row', { name: /^Rozen met rouwlint/ });
      await expect(line).toContainText('Tekst op het lint, regel 1');
      await expect(line).toContainText('“Rust zacht”');
      await expect(line).toContainText('“Familie Jansen”');
      await checkA11y(page, 'the cart with a design');
      await line.getByRole('button', { name: 'Ontwerp wijzigen voor Rozen met rouwlint' }).click();
      const edit = page.getByRole('dialog', { name: 'Ontwerp wijzigen' });
      await expect(edit).toBeVisible();
      await checkA11y(page, 'the design dialog in the cart');
      await expect(edit.getByRole('textbox', { name: 'Tekst op het lint, regel 1' })).toHaveValue(
        'Rust zacht',
      );
      await makeDesign(
        page,
        { 'Tekst op het lint, regel 2 (optioneel)': 'Opa en oma' },
        { title: 'Ontwerp wijzigen' },
      );
      await expect(line).toContainText('“Opa en oma”');
      await expect(line).not.toContainText('Familie Jansen');

      // Ordered, the design goes with the order: its detail and its mail.
      await page.getByRole('link', { name: 'Afrekenen' }).click();
      const date = page.getByLabel('Bezorgdatum');
      await expect(date.locator('option')).not.toHaveCount(1);
      await date.selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Volgende stap' }).click();
      await page
        .getByRole('group', { name: 'Kies uit je adresboek' })
        .getByRole('radio', { name: /Oudegracht/ })
        .check();
      await page.getByRole('button', { name: 'Volgende stap' }).click();
      await page.getByRole('radio', { name: 'Creditcard' }).check();
      await fillCardFields(page, { holder: 'D. Klant' });
      await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
      await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
      const number = (await page.getByTestId('order-number').textContent())!.match(/FB-\d+/)![0];
      const uuid = new URL(page.url()).pathname.split('/').pop()!;

      const mail = await latestMailTo(request, 'demo@bloemenzo.nl', new RegExp(number));
      expect(mail.text).toContain('Tekst op het lint, regel 1: “Rust zacht”');
      expect(mail.text).toContain('Tekst op het lint, regel 2: “Opa en oma”');

      await page.goto(`/mijn-account/bestellingen/${uuid}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Bestelling ${number}` }),
      ).toBeVisible();
      await expect(page.getByText('Tekst op het lint, regel 2')).toBeVisible();
      await expect(page.getByText('“Opa en oma”')).toBeVisible();
    });
  });
}

test('the design dialog speaks French in fr-be, its messages included', async ({ page }) => {
  await page.goto('/fr-be/p/rode-rozen');
  await page.getByLabel('Taille', { exact: true }).first().selectOption({ label: 'Moyen' });
  await page.getByRole('checkbox', { name: /Personnaliser/ }).check();
  await page.getByRole('button', { name: 'Créer le design' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer le design' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Que mettre sur Roses rouges ?');
  const name = dialog.getByRole('textbox', { name: 'Nom sur le ruban' });
  await dialog.getByRole('button', { name: 'Confirmer le design' }).click();
  await expect(name).toHaveAccessibleDescription(/Remplissez cette ligne/);
  await name.fill('Marie');
  await expect(dialog.getByRole('heading', { name: 'Aperçu' })).toBeVisible();
  await expect(dialog.getByTestId('design-preview')).toHaveText('Marie');
  await dialog.getByRole('button', { name: 'Confirmer le design' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/fr-be/winkelwagen');
  const line = page.getByRole('row', { name: /^Roses rouges/ });
  await expect(line).toContainText('Nom sur le ruban');
  await expect(line).toContainText('“Marie”');
  await expect(
    line.getByRole('button', { name: 'Modifier le design de Roses rouges' }),
  ).toBeVisible();
});

test('a photo goes on the candle: required, checked, previewed and shown in the cart', async ({
  page,
}) => {
  const product = productPage(page);
  await page.goto('/p/geurkaars');
  await product.size.selectOption({ label: 'Klein' });
  await product.personalize.check();
  await page.getByRole('button', { name: 'Ontwerp maken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ontwerp maken' });
  const photo = dialog.getByLabel('Foto', { exact: true });
  await dialog.getByRole('button', { name: 'Ontwerp bevestigen' }).click();
  await expect(photo).toHaveAccessibleDescription(/Voeg een foto toe/);
  await expect(photo).toBeFocused();
  // Only JPEG or PNG: a PDF is refused before it is sent.
  await photo.setInputFiles({
    name: 'brief.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(photo).toHaveAccessibleDescription(/Upload een foto als JPEG of PNG/);
  await photo.setInputFiles({
    name: 'oma.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
  });
  await expect(dialog.getByText('Gekozen foto: oma.jpg')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Je foto' })).toBeAttached();
  await dialog.getByRole('textbox', { name: 'Tekst onder de foto (optioneel)' }).fill('Voor oma');
  await dialog.getByRole('button', { name: 'Ontwerp bevestigen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Geurkaars is toegevoegd aan je winkelwagen.')).toBeVisible();

  await page.goto('/winkelwagen');
  const line = page.getByRole('row', { name: /^Geurkaars/ });
  await expect(line).toContainText('“Voor oma”');
  await expect(line).toContainText('oma.jpg');
});
