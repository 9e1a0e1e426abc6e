import { expect, test, type Page } from '../helpers/test';
import { registerCustomer, signInWith } from '../helpers/account';
import { addressTexts, type AddressTexts } from '../helpers/address-texts';
import { fillGuestCardPayment, cartInBrowser } from '../helpers/checkout';
import { checkoutTexts } from '../helpers/checkout-texts';
import { tabTo } from '../helpers/keyboard';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Each journey on a wide screen in one locale and on a phone in the other. */
const widths = { 'nl-nl': 1280, 'en-us': 375, 'fr-be': 375 } as const;

/** The address form part fits the screen: nothing of it lies beyond the right edge. */
async function expectAddressFormFits(page: Page) {
  const beyond = await page.evaluate(
    () =>
      Array.from(document.querySelectorAll('.shop-ui-address, .shop-ui-address *')).filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
      ).length,
  );
  expect(beyond).toBe(0);
}

/** Types a Dutch postcode and house number; the lookup runs when the typing pauses. */
async function typePostcode(page: Page, words: AddressTexts, postcode: string, number = '1') {
  await field(page, words.postcode).fill(postcode);
  await field(page, words.number).fill(number);
}

/**
 * 9999 is shared by Kantens and Stitswerd: the form fills in neither, the shopper chooses, and
 * the street, which the address service (our PDOK stand-in) does not know for 9999 ZZ, comes
 * next. 1234 is no postcode area at all.
 */
async function choosePlaceThenUnknownArea(page: Page, words: AddressTexts) {
  await typePostcode(page, words, '9999 zz');
  await expect(page.getByRole('status').filter({ hasText: words.choose('9999 ZZ') })).toBeVisible();
  const places = page.getByRole('group', { name: words.placeFor('9999 ZZ') });
  await expect(places.getByRole('button')).toHaveText(['Kantens', 'Stitswerd']);
  await expect(field(page, words.city)).toHaveValue('');
  await places.getByRole('button', { name: 'Stitswerd' }).click();
  await expect(field(page, words.city)).toHaveValue('Stitswerd');
  await expect(field(page, words.street)).toBeFocused();
  await expect(field(page, words.street)).toHaveAccessibleDescription(words.streetNotFound);

  await typePostcode(page, words, '1234 ZZ');
  await expect(page.getByRole('status').filter({ hasText: words.noResults })).toBeVisible();
  await expect(field(page, words.city)).toHaveValue('');
  await expect(places).toHaveCount(0);
}

for (const locale of ['nl-nl', 'en-us'] as const) {
  const words = addressTexts[locale];
  const steps = checkoutTexts[locale];
  const prefix = locale === 'nl-nl' ? '' : `/${locale}`;

  test(`checkout in ${locale}: the shopper chooses the place of a shared postcode, and Germany is refused for delivery`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths[locale], height: 900 });
    await cartInBrowser(page);
    await page.goto(`${prefix}/afrekenen`);
    await page.getByLabel(steps.date).selectOption({ index: 1 });
    await page.getByRole('button', { name: steps.next }).click();

    await field(page, words.first).fill('Anna');
    await field(page, words.last).fill('de Vries');
    await choosePlaceThenUnknownArea(page, words);

    // The API's countries are offered; the shop does not deliver to Germany and says so at once.
    await field(page, words.country).selectOption({ label: words.germany });
    await expect(page.getByRole('status').filter({ hasText: words.notDelivered })).toBeVisible();
    await expect(field(page, words.country)).toHaveAttribute('aria-invalid', 'true');
    await field(page, words.postcode).fill('10117');
    await field(page, words.street).fill('Unter den Linden');
    await field(page, words.city).fill('Berlin');
    await page.getByRole('button', { name: steps.next }).click();
    await expect(page.getByText(words.deliveryCountry, { exact: true })).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toContainText('2');
    // Nothing typed is lost.
    await expect(field(page, words.city)).toHaveValue('Berlin');
    await expectAddressFormFits(page);
  });
}

test('checkout: the flowers go to Kantens, the invoice to a German address the API accepts', async ({
  page,
}) => {
  const words = addressTexts['nl-nl'];
  await cartInBrowser(page);
  await page.goto('/afrekenen');
  await page.getByLabel('Bezorgdatum').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await field(page, words.first).fill('Anna');
  await field(page, words.last).fill('de Vries');
  await typePostcode(page, words, '9999 ZZ', '3');
  await page.getByRole('button', { name: 'Kantens' }).click();
  await field(page, words.street).fill('Hoofdstraat');
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await expect(page.locator('[aria-current="step"]')).toHaveText('3 Jouw gegevens');

  await page.getByLabel('Het factuuradres is hetzelfde als het bezorgadres').uncheck();
  const invoice = page.getByRole('region', { name: 'Factuuradres' });
  await invoice.getByLabel(words.country, { exact: true }).selectOption({ label: 'Duitsland' });
  await invoice.getByLabel(words.first, { exact: true }).fill('Anna');
  await invoice.getByLabel(words.last, { exact: true }).fill('de Vries');
  await invoice.getByLabel(words.postcode, { exact: true }).fill('10117');
  await invoice.getByLabel(words.number, { exact: true }).fill('5');
  await invoice.getByLabel(words.street, { exact: true }).fill('Unter den Linden');
  await invoice.getByLabel(words.city, { exact: true }).fill('Berlin');
  await expect(invoice.getByText(words.notDelivered)).toHaveCount(0);
  await fillGuestCardPayment(page, `factuur-de-${Date.now()}@example.nl`);
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
  await expect(page.getByText('9999 ZZ Kantens')).toBeVisible();
});

const bookTexts = {
  'nl-nl': {
    add: 'Adres toevoegen',
    save: 'Adres opslaan',
    added: 'Het adres is toegevoegd.',
    defaultDelivery: 'Standaard bezorgadres',
  },
  'fr-be': {
    add: 'Ajouter une adresse',
    save: 'Enregistrer l’adresse',
    added: 'L’adresse a été ajoutée.',
    defaultDelivery: 'Adresse de livraison par défaut',
  },
} as const;

for (const locale of ['nl-nl', 'fr-be'] as const) {
  const words = addressTexts[locale];
  const book = bookTexts[locale];
  const path = `${locale === 'nl-nl' ? '' : `/${locale}`}/mijn-account/adresboek`;

  test(`address book in ${locale}: a shared postcode is chosen, the first address becomes the default, Germany is refused`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: widths[locale], height: 900 });
    await signInWith(page, await registerCustomer(request), path);
    await page.getByRole('button', { name: book.add }).click();
    await field(page, words.first).fill('Anna');
    await field(page, words.last).fill('Bloem');
    await choosePlaceThenUnknownArea(page, words);
    // By keyboard: from the house number on to the places, Enter on one, then the street.
    await typePostcode(page, words, '9999 ZZ', '7');
    const kantens = page
      .getByRole('group', { name: words.placeFor('9999 ZZ') })
      .getByRole('button', { name: 'Kantens' });
    await field(page, words.number).focus();
    await tabTo(page, kantens, { max: 3 });
    await page.keyboard.press('Enter');
    await expect(field(page, words.street)).toBeFocused();
    await page.keyboard.type('Hoofdstraat');
    await expectAddressFormFits(page);
    await page.getByRole('button', { name: book.save }).click();
    await expect(page.getByRole('status').filter({ hasText: book.added })).toBeVisible();
    const anna = page.getByRole('article', { name: 'Anna Bloem' });
    await expect(anna).toContainText('9999 ZZ Kantens');
    await expect(anna).toContainText(book.defaultDelivery);

    await page.getByRole('button', { name: book.add }).click();
    await field(page, words.first).fill('Oma');
    await field(page, words.last).fill('Bloem');
    await field(page, words.country).selectOption({ label: words.germany });
    await expect(page.getByRole('status').filter({ hasText: words.notDelivered })).toBeVisible();
    await field(page, words.postcode).fill('10117');
    await field(page, words.number).fill('5');
    await field(page, words.street).fill('Unter den Linden');
    await field(page, words.city).fill('Berlin');
    await page.getByRole('button', { name: book.save }).click();
    await expect(page.getByText(words.deliveryCountry, { exact: true })).toBeVisible();
    await expect(field(page, words.city)).toHaveValue('Berlin');
    await expect(page.getByRole('article', { name: 'Oma Bloem' })).toHaveCount(0);
  });
}
