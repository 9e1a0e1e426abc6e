import { expect, test } from '../helpers/test';
import { arrowToOption, tabAndType, tabIntoFrameAndFill, tabTo } from '../helpers/keyboard';
import { cardField, cardFieldReady, nextYearsExpiry } from '../helpers/checkout';
import { testCards } from '../helpers/mollie';
import { productPage } from '../helpers/product-page';

// A shopper who uses only the keyboard: Tab and Shift+Tab to move, Enter and Space to act, the
// arrow keys in lists and radio groups. No clicks; text is typed after reaching its field by Tab
// (the card's frames are filled once their field has the focus: a key typed as the focus crosses
// into a frame may be lost).
test('a keyboard-only shopper goes from a product page to the order confirmation', async ({
  page,
}) => {
  const product = productPage(page);
  await page.goto('/p/zonnig-boeket');
  await expect(page.getByRole('heading', { level: 1, name: 'Zonnig boeket' })).toBeVisible();

  // The skip link comes first and leads past the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Direct naar de inhoud' })).toBeFocused();

  await tabTo(page, product.size);
  await arrowToOption(page, product.size, 'Middel');
  await tabTo(page, product.addToCart);
  await page.keyboard.press('Enter');

  // The question opens with focus inside; Escape closes it and focus goes back.
  const dialog = product.dialog('Niets persoonlijks toevoegen?');
  await expect(dialog).toBeVisible();
  const goOn = dialog.getByRole('button', { name: 'Ja, verder zonder' });
  await expect(goOn).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(product.addToCart).toBeFocused();
  await expect(product.miniCartCount).toHaveText('0');
  // Asked again, Tab and Shift+Tab stay inside the dialog, around and back.
  await page.keyboard.press('Enter');
  await expect(goOn).toBeFocused();
  const close = dialog.getByRole('button', { name: 'Sluiten' });
  await tabTo(page, close, { max: 3 });
  await tabTo(page, goOn, { backwards: true, max: 3 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(product.miniCartCount).toHaveText('1');

  await tabTo(page, page.getByRole('link', { name: 'Bekijk winkelwagen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/winkelwagen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Afrekenen' }));
  await page.keyboard.press('Enter');

  // Step 1: a delivery date.
  await expect(page.locator('[aria-current="step"]')).toHaveText('1 Jouw bestelling');
  const date = page.getByLabel('Bezorgdatum');
  await expect(date.locator('option')).not.toHaveCount(1);
  await tabTo(page, date);
  await page.keyboard.press('ArrowDown');
  await expect(date).not.toHaveValue('');
  await tabTo(page, page.getByRole('button', { name: 'Volgende stap' }));
  await page.keyboard.press('Enter');

  // Step 2: the address; the city comes from the postcode.
  await expect(page.locator('[aria-current="step"]')).toHaveText('2 Bezorgadres');
  await tabAndType(page, page.getByLabel('Voornaam'), 'Anna');
  await tabAndType(page, page.getByLabel('Achternaam'), 'de Vries');
  await tabAndType(page, page.getByLabel('Postcode'), '3511 AB');
  await tabAndType(page, page.getByLabel('Huisnummer'), '12');
  await expect(page.getByLabel('Plaats')).toHaveValue('Utrecht');
  await tabAndType(page, page.getByLabel('Straat'), 'Oudegracht');
  await tabTo(page, page.getByRole('button', { name: 'Volgende stap' }));
  await page.keyboard.press('Enter');

  // Step 3: e-mail and a card.
  await expect(page.locator('[aria-current="step"]')).toHaveText('3 Jouw gegevens');
  await tabAndType(page, page.getByLabel('E-mailadres'), `toetsenbord-${Date.now()}@example.nl`);
  const methods = page.getByRole('group', { name: 'Betaalmethode' });
  await tabTo(page, methods);
  // Into the group lands on its first method; the arrow keys choose.
  await page.keyboard.press('Space');
  const creditcard = page.getByRole('radio', { name: 'Creditcard' });
  for (let i = 0; i < 4 && !(await creditcard.isChecked()); i += 1)
    await page.keyboard.press('ArrowDown');
  await expect(creditcard).toBeChecked();
  await expect(creditcard).toBeFocused();
  // The card's fields are the provider's frames, in the tab order of the page.
  await cardFieldReady(page, 'cvc');
  await tabIntoFrameAndFill(page, cardField(page, 'number'), testCards.paid);
  await tabIntoFrameAndFill(page, cardField(page, 'holder'), 'A. de Vries', { max: 1 });
  await tabIntoFrameAndFill(page, cardField(page, 'expiry'), nextYearsExpiry(), { max: 1 });
  await tabIntoFrameAndFill(page, cardField(page, 'cvc'), '123', { max: 1 });
  await tabTo(page, page.getByRole('button', { name: 'Bestellen en betalen' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toContainText(/FB-\d+/);
  await expect(product.miniCartCount).toHaveText('0');
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the image buttons keep focus at the last image, so the shopper goes on from there', async ({
    page,
  }) => {
    await page.goto('/p/witte-elegantie');
    const next = page.getByRole('button', { name: 'Volgende afbeelding' });
    await tabTo(page, next);
    const total = Number((await page.getByText(/^1 van \d$/).textContent())!.slice(-1));
    for (let i = 1; i < total; i += 1) await page.keyboard.press('Enter');
    await expect(page.getByText(`${total} van ${total}`)).toBeVisible();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused();
    // Enter at the end does nothing; Shift+Tab goes back to the previous button.
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${total} van ${total}`)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Vorige afbeelding' }), {
      backwards: true,
      max: 2,
    });
  });
});
