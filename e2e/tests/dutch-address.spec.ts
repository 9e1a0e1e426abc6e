import { expect, test, type Page } from '../helpers/test';
import { registerCustomer, signInWith } from '../helpers/account';
import { addressTexts } from '../helpers/address-texts';
import { expectNoSeriousViolations } from '../helpers/axe';
import { cartInBrowser, fillGuestCardPayment } from '../helpers/checkout';
import { checkoutTexts } from '../helpers/checkout-texts';
import { horizontalOverflow } from '../helpers/overflow';
import { startPdok, stopPdok } from '../helpers/pdok';

/**
 * A Dutch address fills in its street (ADR 0047): the API asks PDOK's Locatieserver (here our
 * stand-in, tooling/pdok-locatieserver, whose addresses its README lists) for postcode and house
 * number, and falls back on the postcode area's city when PDOK cannot answer.
 */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Checkout's step 2 in `locale`, with the recipient's name typed. */
async function deliveryStep(page: Page, locale: 'nl-nl' | 'en-us') {
  const steps = checkoutTexts[locale];
  const words = addressTexts[locale];
  await cartInBrowser(page);
  await page.goto(`${locale === 'nl-nl' ? '' : `/${locale}`}/afrekenen`);
  await page.getByLabel(steps.date).selectOption({ index: 1 });
  await page.getByRole('button', { name: steps.next }).click();
  await field(page, words.first).fill('Anna');
  await field(page, words.last).fill('de Vries');
}

test('checkout: a Dutch shopper types postcode and number, sees street and city filled in, and orders to that address', async ({
  page,
}) => {
  const words = addressTexts['nl-nl'];
  await deliveryStep(page, 'nl-nl');
  await field(page, words.postcode).fill('1012js');
  await field(page, words.number).fill('1');
  await expect(status(page, words.foundAddress('Dam', '1', '1012 JS', 'Amsterdam'))).toBeVisible();
  await expect(field(page, words.street)).toHaveValue('Dam');
  await expect(field(page, words.city)).toHaveValue('Amsterdam');
  await expect(field(page, words.street)).not.toHaveAccessibleDescription(words.streetYourself);
  await expect(page.getByRole('group', { name: /^Adressen op/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await expect(page.locator('[aria-current="step"]')).toHaveText('3 Jouw gegevens');
  await fillGuestCardPayment(page, `pdok-${Date.now()}@example.nl`);
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
  await expect(page.locator('address')).toContainText('Dam 1');
  await expect(page.locator('address')).toContainText('1012 JS Amsterdam');
});

test('checkout at 375 px: a number with several addresses offers them all, and the one chosen is filled in', async ({
  page,
}) => {
  const words = addressTexts['nl-nl'];
  await page.setViewportSize({ width: 375, height: 800 });
  await deliveryStep(page, 'nl-nl');
  await field(page, words.postcode).fill('7391 AB');
  await field(page, words.number).fill('12');
  await expect(status(page, words.chooseAddress('Kerkstraat', '12'))).toBeVisible();
  // The street and the place come with the address: 7391 is Twello and Wilp, but 12 is in Twello.
  await expect(field(page, words.street)).toHaveValue('Kerkstraat');
  await expect(field(page, words.city)).toHaveValue('Twello');
  await expect(page.getByRole('group', { name: 'Plaats bij 7391 AB' })).toHaveCount(0);
  const addresses = page.getByRole('group', { name: words.addressesAt('Kerkstraat', '12') });
  await expect(addresses.getByRole('button')).toHaveText(['12', '12-1', '12-2', '12A']);
  await expect(addresses.locator('[aria-pressed="true"]')).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBeNull();
  await expectNoSeriousViolations(page, 'checkout: the addresses of a house number');

  await addresses.getByRole('button', { name: '12-1' }).click();
  await expect(field(page, words.addition)).toHaveValue('1');
  await expect(addresses.getByRole('button', { name: '12-1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    status(page, words.foundAddress('Kerkstraat', '12-1', '7391 AB', 'Twello')),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await expect(page.locator('[aria-current="step"]')).toHaveText('3 Jouw gegevens');
});

test('checkout at 375 px in en-us: with PDOK down the postcode still brings the city, and the form says the street is the shopper’s to type', async ({
  page,
}) => {
  const words = addressTexts['en-us'];
  await page.setViewportSize({ width: 375, height: 800 });
  await deliveryStep(page, 'en-us');
  stopPdok();
  try {
    // Museumstraat 1 is at PDOK, and asked nowhere else: nothing of it can come from a cache.
    await field(page, words.postcode).fill('1071 XX');
    await field(page, words.number).fill('1');
    await expect(status(page, `Found: 1071 XX Amsterdam ${words.streetYourself}`)).toBeVisible();
    await expect(field(page, words.city)).toHaveValue('Amsterdam');
    await expect(field(page, words.street)).toHaveValue('');
    await expect(field(page, words.street)).toHaveAccessibleDescription(words.streetYourself);
    await expectNoSeriousViolations(page, 'checkout: the city alone, PDOK down');
    await field(page, words.street).fill('Museumstraat');
    await page.getByRole('button', { name: checkoutTexts['en-us'].next }).click();
    await expect(page.locator('[aria-current="step"]')).toContainText('3');
    expect(await horizontalOverflow(page)).toBeNull();
  } finally {
    await startPdok();
  }
});

test('address book in fr-be at 375 px: a number with a letter is chosen and the address saved with its street', async ({
  page,
  request,
}) => {
  const words = addressTexts['fr-be'];
  await page.setViewportSize({ width: 375, height: 800 });
  await signInWith(page, await registerCustomer(request), '/fr-be/mijn-account/adresboek');
  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  await field(page, words.first).fill('Anna');
  await field(page, words.last).fill('Hof');
  await field(page, words.postcode).fill('2513aa');
  await field(page, words.number).fill('1');
  await expect(status(page, words.chooseAddress('Binnenhof', '1'))).toBeVisible();
  const addresses = page.getByRole('group', { name: words.addressesAt('Binnenhof', '1') });
  await expect(addresses.getByRole('button')).toHaveText(['1', '1A']);
  expect(await horizontalOverflow(page)).toBeNull();
  // By keyboard: from the addition field on to the addresses, Enter on 1A.
  await field(page, words.addition).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(addresses.getByRole('button', { name: '1A' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field(page, words.addition)).toHaveValue('A');
  await expect(
    status(page, words.foundAddress('Binnenhof', '1A', '2513 AA', "'s-Gravenhage")),
  ).toBeVisible();
  await expect(field(page, words.street)).toHaveValue('Binnenhof');
  await expect(field(page, words.city)).toHaveValue("'s-Gravenhage");
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(status(page, 'L’adresse a été ajoutée.')).toBeVisible();
  const anna = page.getByRole('article', { name: 'Anna Hof' });
  await expect(anna).toContainText('Binnenhof 1');
  await expect(anna).toContainText("2513 AA 's-Gravenhage");
});
