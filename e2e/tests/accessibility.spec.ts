import { expect, test, type Page } from '../helpers/test';
import { expectNoSeriousViolations as checkA11y } from '../helpers/axe';
import { placeOrderAs } from '../helpers/orders';
import { productPage } from '../helpers/product-page';
import { signInAt, signOut } from '../helpers/sign-in';
import { makeDesign } from '../helpers/design';
import { apiCart, cardField, fillCardFields, storeCartInPage } from '../helpers/checkout';
import { testCards } from '../helpers/mollie';
import { atMolliePage, payAtMollie } from '../helpers/mollie-page';

// axe-core (WCAG 2.1 A and AA) over every page and dialog of the site: no serious or critical
// violation. Each test walks through a group of pages and lists all it finds before failing.

const viewports = [
  { name: 'wide', viewport: { width: 1280, height: 900 } },
  { name: '375 px', viewport: { width: 375, height: 740 } },
];

/** Waits for a page's own heading, so the remote that draws it has rendered. */
async function atHeading(page: Page, name: string | RegExp, level = 1) {
  await expect(page.getByRole('heading', { level, name })).toBeVisible();
}

/** The dialog that asks `name`, checked while it is open, then answered with `button`. */
async function checkDialog(page: Page, name: string, button: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await checkA11y(page, `the dialog '${name}'`);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** Checkout steps 1–3 with one bouquet in the cart, and the confirmation, paid by card. */
async function checkCheckout(page: Page) {
  await page.goto('/afrekenen');
  await atHeading(page, 'Afrekenen');
  await expect(page.getByLabel('Bezorgdatum').locator('option')).not.toHaveCount(1);
  await checkA11y(page, 'checkout step 1');
  // The step's errors are shown too.
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await expect(page.getByText('Kies een bezorgdatum')).toBeVisible();
  await checkA11y(page, 'checkout step 1 with an error');
  await page.getByLabel('Bezorgdatum').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Volgende stap' }).click();

  await expect(page).toHaveURL(/\/afrekenen\/bezorgadres$/);
  await expect(page.getByLabel('Voornaam')).toBeVisible();
  await checkA11y(page, 'checkout step 2');
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await expect(page.getByText('Er zit een fout in het formulier')).toBeVisible();
  await checkA11y(page, 'checkout step 2 with errors');
  await page.getByLabel('Voornaam').fill('Anna');
  await page.getByLabel('Achternaam').fill('de Vries');
  await page.getByLabel('Postcode').fill('3511 AB');
  await page.getByLabel('Huisnummer').fill('12');
  await expect(page.getByLabel('Plaats')).toHaveValue('Utrecht');
  await page.getByLabel('Straat').fill('Oudegracht');
  await page.getByRole('button', { name: 'Volgende stap' }).click();

  await expect(page).toHaveURL(/\/afrekenen\/gegevens$/);
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
  await checkA11y(page, 'checkout step 3');
  await page.getByLabel('E-mailadres').fill(`axe-${Date.now()}@example.nl`);
  await page.getByRole('radio', { name: 'Creditcard' }).check();
  // The provider's card frames are checked with the page (axe goes into every frame).
  await fillCardFields(page, { number: '4111 1111 1111 1112' });
  await checkA11y(page, 'checkout step 3 by card');
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await expect(page.getByText('Ongeldig kaartnummer')).toBeVisible();
  await checkA11y(page, 'checkout step 3 by card, with an error');
  await cardField(page, 'number').fill(testCards.paid);
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();

  await atHeading(page, 'Bedankt voor je bestelling');
  await checkA11y(page, 'the order confirmation');
}

for (const { name, viewport } of viewports) {
  test.describe(`the shopping pages (${name})`, () => {
    test.use({ viewport });

    test('home, category, search, a product page with its dialogs, the gift card product', async ({
      page,
    }) => {
      await page.goto('/');
      await atHeading(page, 'Bloemen en cadeaus');
      await expect(page.locator('main').getByRole('listitem').first()).toBeVisible();
      await checkA11y(page, 'the home page');

      await page.goto('/c/boeketten');
      await atHeading(page, 'Boeketten');
      await expect(page.locator('main').getByRole('listitem').first()).toBeVisible();
      await checkA11y(page, 'a category');
      await page.getByText('Filteren en sorteren').click();
      await expect(page.getByLabel('Kleur')).toBeVisible();
      await checkA11y(page, 'a category with its filters open');

      await page.getByLabel('Zoek in de winkel').fill('elegantie');
      await page.getByRole('button', { name: 'Zoeken' }).click();
      await expect(page.getByRole('link', { name: 'Witte elegantie' })).toBeVisible();
      await checkA11y(page, 'search results');

      const product = productPage(page);
      await page.goto('/p/zonnig-boeket');
      await atHeading(page, 'Zonnig boeket');
      await checkA11y(page, 'a product page');
      await product.size.selectOption({ label: 'Middel' });
      await product.card.check();
      await expect(product.cardText).toBeVisible();
      await checkA11y(page, 'a product page with a card chosen');
      await product.addToCart.click();
      await checkDialog(page, 'Je kaartje heeft nog geen tekst', 'Verder zonder kaartje');
      await checkDialog(page, 'Niets persoonlijks toevoegen?', 'Ja, verder zonder');
      await expect(page.getByText('Zonnig boeket is toegevoegd aan je winkelwagen.')).toBeVisible();
      await checkA11y(page, 'a product page after adding');
      await page.getByRole('button', { name: 'Ander aantal' }).click();
      await checkA11y(page, "a product page with 'Ander aantal'");

      await page.goto('/p/rode-rozen');
      await atHeading(page, /rozen/i);
      await product.size.selectOption({ label: 'Middel' });
      await product.personalize.check();
      await page.getByLabel('Aantal', { exact: true }).selectOption('2');
      await product.addToCart.click();
      await checkDialog(page, 'Dezelfde personalisatie voor alle 2 stuks', 'Ja, toevoegen');
      await expect(page.getByRole('dialog', { name: 'Ontwerp maken' })).toBeVisible();
      await checkA11y(page, 'the design dialog');
      await makeDesign(page, { 'Naam op het lint': 'Anna' });

      await page.goto('/p/cadeaukaart');
      await expect(page.getByLabel('Bedrag', { exact: true })).toBeVisible();
      await checkA11y(page, 'the gift card product');
    });

    test('the cart with a line, checkout steps 1–3 and the confirmation', async ({ page }) => {
      await page.goto('/winkelwagen');
      await atHeading(page, 'Winkelwagen');
      await checkA11y(page, 'the empty cart');

      const product = productPage(page);
      await page.goto('/p/zonnig-boeket');
      await product.size.selectOption({ label: 'Middel' });
      await product.card.check();
      await product.cardText.fill('Van harte!');
      await product.addToCart.click();
      await expect(product.miniCartCount).toHaveText('1');
      await page.goto('/winkelwagen');
      await expect(page.getByText('“Van harte!”')).toBeVisible();
      await checkA11y(page, 'the cart with a line');
      await checkCheckout(page);
    });
  });
}

test.describe('the checkout’s other paths', () => {
  test('iDEAL at Mollie’s test page, a canceled payment, a signed-in customer’s address book, a Belgian place, gift cards only', async ({
    page,
    request,
  }) => {
    const product = productPage(page);
    await signInAt(page, 'demo@bloemenzo.nl', '/');
    await page.goto('/p/zonnig-boeket');
    await product.size.selectOption({ label: 'Middel' });
    await product.addToCart.click();
    await checkDialog(page, 'Niets persoonlijks toevoegen?', 'Ja, verder zonder');
    await expect(page.getByText('Zonnig boeket is toegevoegd aan je winkelwagen.')).toBeVisible();
    await page.goto('/winkelwagen');
    await page.getByLabel('Aantal van Zonnig boeket').first().selectOption('2');
    await expect(
      page.getByRole('status').filter({ hasText: 'Je winkelwagen is bijgewerkt.' }),
    ).toBeVisible();
    await checkA11y(page, 'the cart after a change');

    await page.goto('/afrekenen');
    await page.getByRole('radio', { name: 'België' }).check();
    const date = page.getByLabel('Bezorgdatum');
    await expect(date.locator('option')).not.toHaveCount(1);
    await date.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    const book = page.getByRole('group', { name: 'Kies uit je adresboek' });
    await expect(book.getByRole('radio').first()).toBeVisible();
    await checkA11y(page, 'checkout step 2 with the address book, to Belgium');
    await page.getByLabel('Plaats').fill('Gent');
    await expect(page.getByRole('button', { name: /^9000 / })).toBeVisible();
    await checkA11y(page, 'checkout step 2 with places offered');
    await book.getByRole('radio', { name: /Oma Peeters/ }).check();
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await expect(page.getByText('Je bent ingelogd als demo@bloemenzo.nl.')).toBeVisible();
    // To Belgium Mollie offers Bancontact, not iDEAL.
    await page.getByRole('radio', { name: 'Bancontact' }).check();
    await checkA11y(page, 'checkout step 3 signed in, to Belgium, with Bancontact');
    await page.getByRole('radio', { name: 'AfterPay (Riverty): achteraf betalen' }).check();
    await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
    await expect(page.getByText('Je moet akkoord gaan met de algemene voorwaarden')).toBeVisible();
    await checkA11y(page, 'checkout step 3 with AfterPay’s terms not accepted');

    // iDEAL and its banks, for a delivery in the Netherlands.
    await page.getByRole('link', { name: '1 Jouw bestelling' }).click();
    await page.getByRole('radio', { name: 'Nederland' }).check();
    await expect(date.locator('option')).not.toHaveCount(1);
    await date.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await book.getByRole('radio', { name: /Oudegracht/ }).check();
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await page.getByRole('radio', { name: 'iDEAL' }).check();
    await expect(page.getByLabel('Kies je bank')).toBeVisible();
    await checkA11y(page, 'checkout step 3 signed in, with iDEAL');
    await page.getByLabel('Kies je bank').selectOption({ label: 'ING' });
    await page.getByRole('button', { name: 'Bestellen en betalen' }).click();

    await atMolliePage(page);
    await checkA11y(page, 'Mollie’s test payment page (our stand-in)');
    await payAtMollie(page, 'canceled');
    await expect(page.getByRole('heading', { name: 'Je betaling is niet gelukt' })).toBeVisible();
    await checkA11y(page, 'a payment that failed');

    // An order of gift cards alone: nothing to deliver.
    await storeCartInPage(page, await apiCart(request, { product: 'cadeaukaart' }));
    await page.goto('/afrekenen');
    await expect(page.getByTestId('gift-cards-only')).toBeVisible();
    await checkA11y(page, 'checkout step 1 with gift cards only');
  });
});

test.describe('signing in and out', () => {
  test('sign-in, the authorize page, registration, password reset', async ({ page }) => {
    await page.goto('/inloggen');
    await atHeading(page, 'Inloggen');
    await checkA11y(page, 'the sign-in page');
    await page.getByLabel('E-mailadres').fill('demo@bloemenzo.nl');
    await page.getByLabel('Wachtwoord').fill('fout-1!');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await checkA11y(page, 'the sign-in page with an error');

    await page.goto('/mijn-account/overzicht');
    await expect(page).toHaveURL(/\/authorize\?/);
    await atHeading(page, 'Inloggen');
    await checkA11y(page, 'the authorize page');
    await page.getByLabel('E-mailadres').fill('demo@bloemenzo.nl');
    await page.getByLabel('Wachtwoord').fill('fout-1!');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await checkA11y(page, 'the authorize page with an error');

    await page.goto('/registreren');
    await expect(page.getByLabel('Voor- en achternaam')).toBeVisible();
    await checkA11y(page, 'registration');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await checkA11y(page, 'registration with errors');

    await page.goto('/wachtwoord-vergeten');
    await atHeading(page, 'Wachtwoord vergeten');
    await checkA11y(page, 'the password reset request');
    await page.getByLabel('E-mailadres').fill('niemand-axe@example.nl');
    await page.getByRole('button', { name: 'Herstellink versturen' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await checkA11y(page, 'the password reset request with an error');

    await page.goto('/wachtwoord-herstellen#token=unknown');
    await expect(page.getByLabel('Nieuw wachtwoord', { exact: true })).toBeVisible();
    await checkA11y(page, 'the password reset');
  });
});

test.describe('the account', () => {
  test('a private customer: overview, orders, an order, addresses, personal information, password', async ({
    page,
    request,
  }) => {
    const order = await placeOrderAs(request, 'demo@bloemenzo.nl');
    await signInAt(page, 'demo@bloemenzo.nl', '/mijn-account/overzicht');
    await expect(page.getByRole('navigation', { name: 'Mijn account' })).toBeVisible();
    await checkA11y(page, 'the account overview');

    await page.goto('/mijn-account/bestellingen');
    await atHeading(page, 'Bestellingen');
    await expect(page.getByRole('link', { name: order.number })).toBeVisible();
    await checkA11y(page, 'the orders');
    await page.getByRole('link', { name: order.number }).click();
    await atHeading(page, `Bestelling ${order.number}`);
    await checkA11y(page, 'an order');

    await page.goto('/mijn-account/adresboek');
    await atHeading(page, 'Adresboek');
    await expect(page.getByRole('article').first()).toBeVisible();
    await checkA11y(page, 'the address book');
    await page.getByRole('button', { name: 'Adres toevoegen' }).click();
    await expect(page.getByRole('heading', { name: 'Nieuw adres' })).toBeFocused();
    await checkA11y(page, 'the address form');
    await page.getByRole('button', { name: 'Adres opslaan' }).click();
    await checkA11y(page, 'the address form with errors');
    await page.reload();
    await page
      .getByRole('article', { name: 'Oma Peeters' })
      .getByRole('button', { name: /^Verwijderen/ })
      .click();
    await expect(page.getByRole('button', { name: 'Ja, verwijderen' })).toBeVisible();
    await checkA11y(page, 'the address book asking before deleting');

    await page.goto('/mijn-account/instellingen');
    await atHeading(page, 'Persoonlijke gegevens');
    await checkA11y(page, 'personal information');

    await page.goto('/mijn-account/wachtwoord-wijzigen');
    await expect(page.getByLabel('Huidig wachtwoord')).toBeVisible();
    await checkA11y(page, 'change password');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await checkA11y(page, 'change password with errors');
  });

  test('a company administrator: organisation, users, rights, approvals, reports', async ({
    page,
  }) => {
    await signInAt(page, 'beheer@bedrijf.nl', '/mijn-account/overzicht');
    await expect(page.getByRole('navigation', { name: 'Mijn account' })).toBeVisible();
    await checkA11y(page, 'a company user’s overview');

    await page.goto('/mijn-account/bedrijf');
    await atHeading(page, 'Organisatie');
    await checkA11y(page, 'the organisation');

    await page.goto('/mijn-account/gebruikers');
    await atHeading(page, 'Gebruikers');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await checkA11y(page, 'the company users');
    await page.getByRole('button', { name: 'Gebruiker toevoegen' }).click();
    await checkA11y(page, 'the company users’ form with errors');

    await page.goto('/mijn-account/gebruikers/rechten');
    await atHeading(page, 'Bedrijfsrechten aanpassen');
    await expect(page.getByRole('group', { name: 'Meekijker' })).toBeVisible();
    await checkA11y(page, 'the roles and rights');

    await page.goto('/mijn-account/goedkeuringen');
    await atHeading(page, 'Goedkeuringen');
    await checkA11y(page, 'the approvals');

    await page.goto('/mijn-account/rapportages');
    await atHeading(page, 'Rapportages');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Gemaakte rapportages' }),
    ).toBeVisible();
    await checkA11y(page, 'the reports');
    await page.getByRole('button', { name: 'Rapportage maken' }).click();
    await checkA11y(page, 'the reports’ form with errors');

    await page.goto('/mijn-account/bestellingen');
    await atHeading(page, 'Bestellingen');
    await checkA11y(page, 'a company user’s orders');

    // A viewer on a screen they may not see: the 403 page.
    await signOut(page);
    await signInAt(page, 'kijker@bedrijf.nl', '/mijn-account/overzicht');
    await page.goto('/mijn-account/gebruikers');
    await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
    await checkA11y(page, 'the 403 page');
  });
});

test.describe('gift cards, order search and the 404 page', () => {
  test('balance with a result and with an error, sales points, order search, 404', async ({
    page,
    request,
  }) => {
    const order = await placeOrderAs(request, 'demo@bloemenzo.nl');
    await page.goto('/cadeaukaart/saldo');
    await atHeading(page, 'Saldo van je cadeaukaart');
    await checkA11y(page, 'the gift card balance');
    await page.getByLabel('Kaartnummer').fill('6036 0000 0000 0014');
    await page.getByLabel('Controlecode').fill('123456');
    await page.getByRole('button', { name: 'Saldo opvragen' }).click();
    await expect(page.getByText('Ongeldig kaartnummer')).toBeVisible();
    await checkA11y(page, 'the gift card balance with an error');
    await page.getByLabel('Kaartnummer').fill('6036 0000 0000 0021');
    await page.getByLabel('Controlecode').fill('654321');
    await page.getByRole('button', { name: 'Saldo opvragen' }).click();
    await expect(page.getByTestId('giftcard-balance')).toBeVisible();
    await checkA11y(page, 'the gift card balance with a result');

    await page.goto('/cadeaukaart/verkooppunten');
    await page.getByLabel('Plaats of postcode').fill('Utrecht');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByRole('status')).toContainText(/verkooppunten binnen 10 km/);
    await checkA11y(page, 'the sales points after a search');
    await page.getByText('Openingstijden').first().click();
    await checkA11y(page, 'the sales points with opening hours open');
    await page.getByLabel('Plaats of postcode').fill('Utrekt');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByRole('link', { name: 'Utrecht', exact: true })).toBeVisible();
    await checkA11y(page, 'the sales points with no result and a suggestion');

    await page.goto('/bestelling-zoeken');
    await atHeading(page, 'Bestelling zoeken');
    await checkA11y(page, 'the order search');
    const form = page.getByRole('form', { name: 'Zoeken op bestelnummer' });
    await form.getByLabel('Bestelnummer').fill('12');
    await form.getByLabel('Postcode').fill('3511 AB');
    await form.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByText('Er zit een fout in het formulier')).toBeVisible();
    await checkA11y(page, 'the order search with errors');
    await form.getByLabel('Bestelnummer').fill(order.number);
    await form.getByRole('button', { name: 'Zoeken' }).click();
    await expect(
      page.getByRole('status').getByRole('heading', { name: `Bestelling ${order.number}` }),
    ).toBeVisible();
    await checkA11y(page, 'the order search with a result');

    await page.goto('/bestaat-niet');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y(page, 'the 404 page');
  });
});

test.describe('another locale (en-us)', () => {
  test('home, a product page, the cart, checkout step 1, the balance and sign-in', async ({
    page,
  }) => {
    await page.goto('/en-us/');
    await expect(page.locator('main').getByRole('listitem').first()).toBeVisible();
    await checkA11y(page, 'the home page in en-us');

    await page.goto('/en-us/p/zonnig-boeket');
    await page.getByLabel('Size', { exact: true }).first().selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await checkA11y(page, 'a product page’s dialog in en-us');
    await page.keyboard.press('Escape');

    await page.goto('/en-us/afrekenen');
    await atHeading(page, 'Checkout');
    await checkA11y(page, 'checkout step 1 in en-us');

    await page.goto('/en-us/cadeaukaart/saldo');
    await page.getByLabel('Card number').fill('6036 0000 0000 0021');
    await page.getByLabel('Verification code').fill('654321');
    await page.getByRole('button', { name: 'Check balance' }).click();
    await expect(page.getByTestId('giftcard-balance')).toBeVisible();
    await checkA11y(page, 'the balance in en-us');

    await page.goto('/en-us/inloggen');
    await expect(page.getByLabel('Email address')).toBeVisible();
    await checkA11y(page, 'sign-in in en-us');
  });
});

test.describe('the Belgian sites (fr-be, nl-be)', () => {
  test('home, a category, a product page and the cart in French; the balance in Flemish', async ({
    page,
  }) => {
    await page.goto('/fr-be/');
    await expect(page.locator('main').getByRole('listitem').first()).toBeVisible();
    await checkA11y(page, 'the home page in fr-be');
    await page.goto('/fr-be/c/boeketten');
    await expect(page.locator('main').getByRole('listitem').first()).toBeVisible();
    await checkA11y(page, 'a category in fr-be');
    await page.goto('/fr-be/p/zonnig-boeket');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y(page, 'a product page in fr-be');
    await page.goto('/fr-be/winkelwagen');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y(page, 'the cart in fr-be');
    await page.goto('/nl-be/cadeaukaart/saldo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y(page, 'the balance in nl-be');
  });
});
