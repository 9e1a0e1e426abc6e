import { expect, test, type Page } from '../helpers/test';
import { latestMailTo } from '../helpers/outbox';
import { answerDialog, productPage } from '../helpers/product-page';
import { signInAt } from '../helpers/sign-in';
import { checkoutTexts } from '../helpers/checkout-texts';
import {
  apiCart,
  cardField,
  cartInBrowser,
  fillCardFields,
  nextYearsExpiry,
} from '../helpers/checkout';
import { testCards } from '../helpers/mollie';
import { payAtMollie } from '../helpers/mollie-page';

/** Puts `quantity` medium sunny bouquets in the cart, with a card when `cardText` is given. */
async function addBouquet(page: Page, { quantity = 1, cardText = '' } = {}) {
  const product = productPage(page);
  await page.goto('/p/zonnig-boeket');
  await product.size.selectOption({ label: 'Middel' });
  if (quantity > 1) await page.getByLabel('Aantal', { exact: true }).selectOption(String(quantity));
  if (cardText) {
    await product.card.check();
    await product.cardText.fill(cardText);
  }
  const before = Number((await product.miniCartCount.textContent()) ?? 0);
  await product.addToCart.click();
  if (!cardText) await answerDialog(page, 'Niets persoonlijks toevoegen?', 'Ja, verder zonder');
  await expect(product.miniCartCount).toHaveText(String(before + quantity));
}

/** Step 1: the first date offered, and on to the address. */
async function chooseFirstDate(page: Page, country?: 'België') {
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveText('1 Jouw bestelling');
  if (country) await page.getByRole('radio', { name: country }).check();
  const date = page.getByLabel('Bezorgdatum');
  await expect(date.locator('option')).not.toHaveCount(1);
  await date.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await expect(page.locator('[aria-current="step"]')).toHaveText('2 Bezorgadres');
}

async function fillRecipient(page: Page) {
  await page.getByLabel('Voornaam').fill('Anna');
  await page.getByLabel('Achternaam').fill('de Vries');
}

/** Step 2 with a Dutch address: the city comes from the postcode; then on to step 3. */
async function dutchAddress(
  page: Page,
  postcode: string,
  number: string,
  city: string,
  street: string,
) {
  await fillRecipient(page);
  await page.getByLabel('Postcode').fill(postcode);
  await page.getByLabel('Huisnummer').fill(number);
  await expect(page.getByLabel('Plaats')).toHaveValue(city);
  await page.getByLabel('Straat').fill(street);
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await expect(page.locator('[aria-current="step"]')).toHaveText('3 Jouw gegevens');
}

test.describe('checkout', () => {
  test('a guest orders a bouquet with a card to a Dutch address and pays with iDEAL', async ({
    page,
    request,
  }) => {
    const email = `gast-${Date.now()}@example.nl`;
    await addBouquet(page, { cardText: 'Lieve oma, van harte!' });
    await page.goto('/winkelwagen');
    await page.getByRole('link', { name: 'Afrekenen' }).click();

    // Step 1 shows the order as it will be charged, card text included.
    await expect(page.getByText('“Lieve oma, van harte!”')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toContainText('€');
    // Moving on without a date is refused, with the reason at the field.
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await expect(page.getByText('Kies een bezorgdatum')).toBeVisible();
    await expect(page.getByLabel('Bezorgdatum')).toBeFocused();
    await chooseFirstDate(page);

    // Step 2: the city comes from the postcode.
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await expect(page.getByText('Er zit een fout in het formulier')).toBeVisible();
    await expect(page.getByLabel('Voornaam')).toBeFocused();
    await dutchAddress(page, '3511ab', '12', 'Utrecht', 'Oudegracht');
    await expect(page.locator('[aria-current="step"]')).toHaveText('3 Jouw gegevens');

    // A reload loses nothing: back to step 2 and the address is still there.
    await page.reload();
    await page.getByRole('link', { name: '2 Bezorgadres' }).click();
    await expect(page.getByLabel('Postcode')).toHaveValue('3511 AB');
    await page.getByRole('button', { name: 'Volgende stap' }).click();

    // Step 3: nothing chosen yet.
    await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
    await expect(page.getByText('Kies een betaalmethode')).toBeVisible();
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('radio', { name: 'iDEAL' }).check();
    await page.getByLabel('Kies je bank').selectOption({ label: 'ING' });
    await page.getByRole('button', { name: 'Bestellen en betalen' }).click();

    // Mollie's (test) payment page with the bank chosen, then back to the shop.
    await expect(page.getByText('ING', { exact: true })).toBeVisible();
    await payAtMollie(page, 'paid');
    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
    const number = (await page.getByTestId('order-number').textContent())!.match(/FB-\d+/)![0];
    await expect(page.getByText(`We hebben een bevestiging gestuurd naar ${email}.`)).toBeVisible();
    await expect(page.getByText('3511 AB Utrecht')).toBeVisible();
    // The cart became the order.
    await expect(productPage(page).miniCartCount).toHaveText('0');
    const mail = await latestMailTo(request, email);
    expect(mail.subject).toBe(`Bevestiging van je bestelling ${number}`);
    expect(mail.text).toContain('Lieve oma, van harte!');
  });

  test('a signed-in customer orders to an address from their book in Belgium by card, after the card errors', async ({
    page,
  }) => {
    await signInAt(page, 'demo@bloemenzo.nl', '/');
    await addBouquet(page);
    await page.goto('/afrekenen');
    await chooseFirstDate(page, 'België');

    // The address book offers the customer's Belgian address (the Dutch one is for step 1's other choice).
    const book = page.getByRole('group', { name: 'Kies uit je adresboek' });
    await expect(book.getByRole('radio')).toHaveCount(1);
    await book.getByRole('radio', { name: 'Oma Peeters, Meir 24, 2000 Antwerpen' }).check();
    await expect(page.getByLabel('Straat')).toHaveValue('Meir');
    await expect(page.getByLabel('Postcode')).toHaveValue('2000');
    await page.getByRole('button', { name: 'Volgende stap' }).click();

    await expect(page.getByText('Je bent ingelogd als demo@bloemenzo.nl.')).toBeVisible();
    await page.getByRole('radio', { name: 'Creditcard' }).check();
    // January of this year has passed (in any month but January itself).
    const january = `01 / ${String(new Date().getFullYear()).slice(2)}`;
    await fillCardFields(page, { number: '4111 1111 1111 1112', expiry: january });
    await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
    await expect(page.getByText('Ongeldig kaartnummer')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Kaartnummer' })).toBeFocused();

    await cardField(page, 'number').fill(testCards.paid);
    if (new Date().getMonth() > 0) {
      await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
      await expect(page.getByText('Vul een geldige vervaldatum in')).toBeVisible();
      await expect(page.getByRole('group', { name: 'Vervaldatum' })).toBeFocused();
      await cardField(page, 'expiry').fill(nextYearsExpiry());
    }
    await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
    await expect(page.getByText('2000 Antwerpen')).toBeVisible();
    await expect(page.getByText('Oma Peeters')).toBeVisible();
  });

  test('AfterPay without accepting its terms is stopped; a double click on pay makes one order', async ({
    page,
  }) => {
    await addBouquet(page);
    await page.goto('/afrekenen');
    await chooseFirstDate(page);
    await dutchAddress(page, '1012 AB', '1', 'Amsterdam', 'Dam');

    await page.getByLabel('E-mailadres').fill(`afterpay-${Date.now()}@example.nl`);
    await page.getByRole('radio', { name: 'AfterPay (Riverty): achteraf betalen' }).check();
    await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
    await expect(page.getByText('Je moet akkoord gaan met de algemene voorwaarden')).toBeVisible();

    await page
      .getByLabel('Ik ga akkoord met de algemene voorwaarden van AfterPay (Riverty)')
      .check();
    const placed: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/order/orders') && response.request().method() === 'POST')
        placed.push(response.status());
    });
    await page.getByRole('button', { name: 'Bestellen en betalen' }).dblclick();
    // Riverty's page (the shopper is authorized), then back to the shop.
    await payAtMollie(page, 'authorized');
    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
    // At most one request went out, and it made the one order.
    expect(placed.filter((status) => status === 201)).toHaveLength(1);
  });

  test('a company user’s order above the company’s rule waits for approval', async ({ page }) => {
    await signInAt(page, 'inkoop@bedrijf.nl', '/');
    await addBouquet(page, { quantity: 8 });
    await page.goto('/afrekenen');
    await chooseFirstDate(page);
    await dutchAddress(page, '3511 AB', '5', 'Utrecht', 'Oudegracht');
    await page.getByRole('radio', { name: 'Op rekening (factuur aan je bedrijf)' }).check();
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
    await expect(
      page.getByText(
        'Je bestelling wacht op goedkeuring binnen je bedrijf. We laten het je weten.',
      ),
    ).toBeVisible();
  });
});

test('a refused card leaves the cart intact; another method then places the order', async ({
  page,
}) => {
  await addBouquet(page);
  await page.goto('/afrekenen');
  await chooseFirstDate(page);
  await dutchAddress(page, '3511 AB', '7', 'Utrecht', 'Oudegracht');

  await page.getByLabel('E-mailadres').fill(`geweigerd-${Date.now()}@example.nl`);
  await page.getByRole('radio', { name: 'Creditcard' }).check();
  await fillCardFields(page, { number: testCards.declined });
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await expect(
    page.getByText('De betaling is geweigerd. Kies een andere betaalmethode.'),
  ).toBeVisible();
  await expect(productPage(page).miniCartCount).toHaveText('1');
  // Card details stay in the form: nothing the browser keeps holds them.
  const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(kept).not.toContain('0002');
  expect(kept).toContain('geweigerd-');

  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByLabel('Kies je bank').selectOption({ label: 'Rabobank' });
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
  // At the bank the shopper cancels: the order is canceled, and trying again works.
  await payAtMollie(page, 'canceled');
  await expect(page.getByRole('heading', { name: 'Je betaling is niet gelukt' })).toBeVisible();
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.locator('[aria-current="step"]')).toHaveText('3 Jouw gegevens');
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByLabel('Kies je bank').selectOption({ label: 'Rabobank' });
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await payAtMollie(page, 'paid');
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
  await expect(productPage(page).miniCartCount).toHaveText('0');
});

test('the cart page shows a line’s card and tells that a change was saved', async ({ page }) => {
  await addBouquet(page, { cardText: 'Proficiat!' });
  await page.goto('/winkelwagen');
  await expect(page.getByText('“Proficiat!”')).toBeVisible();
  await page.getByLabel('Aantal van Zonnig boeket').selectOption('2');
  await expect(
    page.getByRole('status').filter({ hasText: 'Je winkelwagen is bijgewerkt.' }),
  ).toBeVisible();
  // Spec §9: the message goes after 4 seconds.
  await expect(page.getByText('Je winkelwagen is bijgewerkt.')).toBeHidden({ timeout: 6_000 });
});

// Each locale, from a cart made through the API to the confirmation, paying by card.
const locales = (['en-us', 'nl-be', 'fr-be'] as const).map((locale) => ({
  locale,
  ...checkoutTexts[locale],
}));

for (const texts of locales) {
  test(`checkout in ${texts.locale}`, async ({ page, request }) => {
    await cartInBrowser(page, await apiCart(request));
    await page.goto(`/${texts.locale}/afrekenen`);
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toHaveText(texts.step1);
    await page.getByLabel(texts.date).selectOption({ index: 1 });
    await page.getByRole('button', { name: texts.next }).click();

    await page.getByLabel(texts.first, { exact: true }).fill('Anna');
    await page.getByLabel(texts.last, { exact: true }).fill('Peeters');
    if (texts.place) {
      // The Belgian sites deliver to Belgium first: a place is picked from the shipped list.
      await page.getByLabel(texts.place).fill('Gent');
      await page.getByRole('button', { name: /^9000 / }).click();
    } else {
      await page.getByLabel('Postcode').fill('3511 AB');
    }
    await page.getByLabel(texts.street).fill('Veldstraat');
    await page.getByLabel(texts.number, { exact: true }).fill('3');
    if (!texts.place) await expect(page.getByLabel(texts.city)).toHaveValue('Utrecht');
    await page.getByRole('button', { name: texts.next }).click();

    await page.getByLabel(texts.email).fill(`${texts.locale}-${Date.now()}@example.be`);
    await page.getByRole('radio', { name: texts.card }).check();
    // Our labels over the provider's frames, in the locale.
    for (const label of [texts.cardNumber, texts.holder, texts.expiry, texts.cvc])
      await expect(page.getByRole('group', { name: label, exact: true })).toBeVisible();
    await fillCardFields(page, { holder: 'A. Peeters' });
    await page.getByRole('button', { name: texts.pay }).click();
    await expect(page.getByRole('heading', { name: texts.thanks })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${texts.locale}/afrekenen/bevestiging/`));
  });
}
