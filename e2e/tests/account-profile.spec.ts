import { expect, test, type Page } from '../helpers/test';
import { registerCustomer, signInWith } from '../helpers/account';
import { signInAt } from '../helpers/sign-in';

const addressBook = '/mijn-account/adresboek';
const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Fills the address form's own fields; the city comes from the postcode suggestion. */
async function addAddress(page: Page, first: string, last: string, housenumber: string) {
  await page.getByRole('button', { name: 'Adres toevoegen' }).click();
  await expect(page.getByRole('heading', { name: 'Nieuw adres' })).toBeFocused();
  await page.getByLabel('Voornaam').fill(first);
  await page.getByLabel('Achternaam').fill(last);
  await page.getByLabel('Postcode').fill('3511ab');
  await page.getByLabel('Huisnummer').fill(housenumber);
  // The Dutch postcode suggestion fills in the city.
  await expect(page.getByText('Gevonden: 3511 AB Utrecht')).toBeVisible();
  await expect(page.getByLabel('Plaats')).toHaveValue('Utrecht');
  await page.getByLabel('Straat').fill('Oudegracht');
  await page.getByRole('button', { name: 'Adres opslaan' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Het adres is toegevoegd.' }),
  ).toBeVisible();
}

test.describe('account: address book, personal information, password', () => {
  test('the demo customer cannot delete their default delivery address and sees why', async ({
    page,
  }) => {
    await signInAt(page, 'demo@bloemenzo.nl', addressBook);
    await expect(page.getByRole('heading', { level: 1, name: 'Adresboek' })).toBeVisible();
    const home = card(page, 'Demo Klant');
    await expect(home).toContainText('Standaard bezorgadres');
    await expect(home.getByRole('button', { name: /^Verwijderen/ })).toHaveCount(0);
    await expect(home).toContainText(
      'Adres kan niet worden verwijderd: dit is het standaard bezorgadres.',
    );
    await expect(
      card(page, 'Oma Peeters').getByRole('button', { name: /^Verwijderen/ }),
    ).toBeVisible();
  });

  test('a customer adds, edits, chooses a default and deletes addresses', async ({
    page,
    request,
  }) => {
    await signInWith(page, await registerCustomer(request), addressBook);
    await expect(page.getByText('Je adresboek is nog leeg.')).toBeVisible();
    await addAddress(page, 'Anna', 'Bloem', '12');
    // The first address saved became the default delivery address without being asked.
    await expect(card(page, 'Anna Bloem')).toContainText('Standaard bezorgadres');
    await addAddress(page, 'Piet', 'Bloem', '14');
    await expect(card(page, 'Piet Bloem')).not.toContainText('Standaard bezorgadres');

    await card(page, 'Anna Bloem')
      .getByRole('button', { name: /^Wijzigen/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Adres wijzigen' })).toBeFocused();
    await page.getByLabel('Straat').fill('Vredenburg');
    await page.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(page.getByText('Het adres is bijgewerkt.')).toBeVisible();
    await expect(card(page, 'Anna Bloem')).toContainText('Vredenburg 12');

    await card(page, 'Piet Bloem')
      .getByRole('button', { name: /^Maak standaard bezorgadres/ })
      .click();
    await expect(
      page.getByText('Het adres is opgeslagen als standaard bezorgadres.'),
    ).toBeVisible();
    const piet = card(page, 'Piet Bloem');
    await expect(piet).toContainText('Standaard bezorgadres');
    await expect(piet.getByRole('button', { name: /^Verwijderen/ })).toHaveCount(0);
    await expect(piet).toContainText(
      'Adres kan niet worden verwijderd: dit is het standaard bezorgadres. Kies eerst een ander.',
    );
    // The default delivery address comes first.
    await expect(page.getByRole('article').first()).toHaveAccessibleName('Piet Bloem');

    await card(page, 'Anna Bloem')
      .getByRole('button', { name: /^Verwijderen/ })
      .click();
    await page.getByRole('button', { name: 'Ja, verwijderen' }).click();
    await expect(page.getByText('Het adres is verwijderd.')).toBeVisible();
    await expect(card(page, 'Anna Bloem')).toHaveCount(0);
    await page.reload();
    await expect(card(page, 'Piet Bloem')).toContainText('Oudegracht 14');
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test('a customer updates their personal information', async ({ page, request }) => {
    await signInWith(page, await registerCustomer(request), '/mijn-account/instellingen');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Persoonlijke gegevens' }),
    ).toBeVisible();
    await expect(page.getByLabel('Volledige naam')).toHaveValue('Test Klant');
    await page.getByLabel('Geboortedatum (optioneel)').fill('1899-12-31');
    await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
    await expect(page.getByText('Vul een geboortedatum in na 1900 en voor vandaag')).toBeVisible();
    await expect(page.getByLabel('Geboortedatum (optioneel)')).toBeFocused();

    await page.getByLabel('Volledige naam').fill('Anna Bloem');
    await page.getByLabel('Geboortedatum (optioneel)').fill('1980-05-17');
    await page.getByLabel('Voorkeurstaal').selectOption('nl-be');
    await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Je accountgegevens zijn bijgewerkt.' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Volledige naam')).toHaveValue('Anna Bloem');
    await expect(page.getByLabel('Geboortedatum (optioneel)')).toHaveValue('1980-05-17');
    await expect(page.getByLabel('Voorkeurstaal')).toHaveValue('nl-be');
  });

  test('a customer changes their password and signs in with the new one', async ({
    page,
    context,
    request,
    browser,
  }) => {
    const customer = await registerCustomer(request);
    await signInWith(page, customer, '/mijn-account/wachtwoord-wijzigen');
    const change = async (current: string, next: string, repeat: string) => {
      await page.getByLabel('Huidig wachtwoord').fill(current);
      await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(next);
      await page.getByLabel('Herhaal nieuw wachtwoord').fill(repeat);
      await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    };
    await expect(
      page.getByText(
        'Je wachtwoord moet minimaal 6 tekens bevatten, waaronder 1 cijfer en 1 speciaal teken',
      ),
    ).toBeVisible();

    await change('Verkeerd1!', 'Tulp3n!!', 'Tulp3n!!');
    await expect(page.getByRole('alert')).toHaveText('Huidige wachtwoord is fout');

    await change(customer.password, 'Tulp3n!!', 'Tulp3n!?');
    await expect(page.getByText('Wachtwoorden komen niet overeen')).toBeVisible();
    await expect(page.getByLabel('Herhaal nieuw wachtwoord')).toBeFocused();

    await change(customer.password, 'Tulp3n!!', 'Tulp3n!!');
    await expect(
      page.getByRole('status').filter({ hasText: 'Je wachtwoord is gewijzigd.' }),
    ).toBeVisible();
    // Every other sign-in ends; this one goes on: once its access token no longer works, its
    // refresh token still brings a new one.
    const cookie = (await context.cookies()).find((c) => c.name === 'shop-auth-user-token');
    const tokens = JSON.parse(decodeURIComponent(cookie!.value));
    const spoiled = { ...tokens, access_token: 'expired.access.token' };
    await context.addCookies([{ ...cookie!, value: encodeURIComponent(JSON.stringify(spoiled)) }]);
    const refreshed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/token') &&
        (response.request().postData() ?? '').includes('grant_type=refresh_token'),
    );
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(page).toHaveURL(/\/mijn-account\/wachtwoord-wijzigen$/);
    await expect(page.getByLabel('Huidig wachtwoord')).toBeVisible();

    const fresh = await browser.newContext();
    const again = await fresh.newPage();
    await signInWith(again, { ...customer, password: 'Tulp3n!!' }, '/mijn-account/overzicht');
    await fresh.close();
  });
});
