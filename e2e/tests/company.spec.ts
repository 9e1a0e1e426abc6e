import { expect, test } from '../helpers/test';
import { latestMailTo } from '../helpers/outbox';
import { answerDialog, productPage } from '../helpers/product-page';
import { signInAt } from '../helpers/sign-in';

test.describe('a company account', () => {
  test('an administrator adds a buyer; the buyer orders above the rule; the approver approves', async ({
    browser,
    request,
  }) => {
    const email = `koper-${Date.now()}@bedrijf.nl`;
    const password = 'Koper123!';

    // The administrator adds a user with the buyer role.
    const admin = await (await browser.newContext()).newPage();
    await signInAt(admin, 'beheer@bedrijf.nl', '/mijn-account/gebruikers');
    await expect(admin.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
    await admin.getByLabel('Naam', { exact: true }).fill('Karin Koper');
    await admin.getByLabel('E-mailadres').fill(email);
    await expect(admin.getByRole('checkbox', { name: /^Inkoper/ })).toBeChecked();
    await admin.getByRole('button', { name: 'Gebruiker toevoegen' }).click();
    await expect(admin.getByText(/^Gebruiker toegevoegd/)).toBeVisible();
    const row = admin.getByRole('row', { name: /Karin Koper/ });
    await expect(row).toContainText('Inkoper');

    // The new user chooses a password through the invitation's link.
    const buyer = await (await browser.newContext()).newPage();
    const invitation = await latestMailTo(request, email);
    expect(invitation.subject).toContain('Bloemenhandel De Tulp B.V.');
    await buyer.goto(invitation.links[0]!);
    await buyer.getByLabel('Nieuw wachtwoord', { exact: true }).fill(password);
    await buyer.getByLabel('Herhaal nieuw wachtwoord').fill(password);
    await buyer.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(buyer.getByRole('status')).toContainText('Je wachtwoord is gewijzigd.');

    // A buyer does not manage users.
    await buyer.goto(`/inloggen?redirectPath=${encodeURIComponent('/')}`);
    await buyer.getByLabel('E-mailadres').fill(email);
    await buyer.getByLabel('Wachtwoord').fill(password);
    await buyer.getByRole('button', { name: 'Inloggen' }).click();
    await expect(buyer).toHaveURL(/\/$/);

    // Eight bouquets on account: above the company's € 250.
    const product = productPage(buyer);
    await buyer.goto('/p/zonnig-boeket');
    await product.size.selectOption({ label: 'Middel' });
    await buyer.getByLabel('Aantal', { exact: true }).selectOption('8');
    await product.addToCart.click();
    await answerDialog(buyer, 'Niets persoonlijks toevoegen?', 'Ja, verder zonder');
    await expect(product.miniCartCount).toHaveText('8');
    await buyer.goto('/afrekenen');
    await buyer.getByLabel('Bezorgdatum').selectOption({ index: 1 });
    await buyer.getByRole('button', { name: 'Volgende stap' }).click();
    await buyer
      .getByRole('group', { name: 'Kies uit je adresboek' })
      .getByRole('radio', { name: /Catharijnesingel 30/ })
      .check();
    await buyer.getByRole('button', { name: 'Volgende stap' }).click();
    await buyer.getByRole('radio', { name: 'Op rekening (factuur aan je bedrijf)' }).check();
    await buyer.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(
      buyer.getByText('Je bestelling wacht op goedkeuring binnen je bedrijf.'),
    ).toBeVisible();
    const number = (await buyer.getByTestId('order-number').textContent())!.match(/FB-\d+/)![0];

    // The approver sees it waiting and approves it; the buyer is told.
    const approver = await (await browser.newContext()).newPage();
    await signInAt(approver, 'goedkeuring@bedrijf.nl', '/mijn-account/goedkeuringen');
    const waiting = approver.getByRole('listitem').filter({ hasText: number });
    await expect(waiting).toContainText('Karin Koper');
    await waiting.getByRole('button', { name: `Bestelling ${number} goedkeuren` }).click();
    await expect(approver.getByRole('status')).toContainText(
      `Bestelling ${number} is goedgekeurd.`,
    );
    await expect(approver.getByRole('listitem').filter({ hasText: number })).toHaveCount(0);
    const decision = await latestMailTo(request, email);
    expect(decision.subject).toBe(`Bestelling ${number} is goedgekeurd`);

    // The administrator deactivates the buyer, who can no longer sign in.
    await admin.reload();
    await admin.getByRole('button', { name: 'Karin Koper deactiveren' }).click();
    // It asks first (issue 18).
    const question = admin.getByRole('dialog', { name: 'Karin Koper deactiveren?' });
    await expect(question).toContainText('Karin Koper kan daarna niet meer inloggen');
    await question.getByRole('button', { name: 'Deactiveren', exact: true }).click();
    await expect(question).toBeHidden();
    await expect(admin.getByRole('row', { name: /Karin Koper/ })).toContainText('Gedeactiveerd');
  });

  test('the rights of a role are adjusted; a viewer sees 403 on users', async ({ page }) => {
    await signInAt(page, 'beheer@bedrijf.nl', '/mijn-account/gebruikers/rechten');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bedrijfsrechten aanpassen' }),
    ).toBeVisible();
    const viewer = page.getByRole('group', { name: 'Meekijker' });
    await expect(
      viewer.getByRole('checkbox', { name: 'Rapportages maken en downloaden' }),
    ).toBeChecked();
    await expect(
      viewer.getByRole('checkbox', { name: 'Gebruikers en rechten beheren' }),
    ).not.toBeChecked();
    // Taking user management from administrators is refused: the company would lock itself out.
    const administrator = page.getByRole('group', { name: 'Beheerder' });
    await administrator.getByRole('checkbox', { name: 'Gebruikers en rechten beheren' }).uncheck();
    await page.getByRole('button', { name: 'Rechten van Beheerder opslaan' }).click();
    await expect(page.getByRole('alert')).toContainText('Houd minstens één beheerder');

    const other = await (await page.context().browser()!.newContext()).newPage();
    await signInAt(other, 'kijker@bedrijf.nl', '/mijn-account/overzicht');
    const nav = other.getByRole('navigation', { name: 'Mijn account' });
    await expect(nav.getByRole('link', { name: 'Gebruikers' })).toHaveCount(0);
    await other.goto('/mijn-account/gebruikers');
    await expect(other.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
  });

  test('the company screen shows its establishment and default addresses', async ({ page }) => {
    await signInAt(page, 'beheer@bedrijf.nl', '/mijn-account/overzicht');
    // The overview: who, for which company, and the way to every screen they may open.
    await expect(page.getByText('Welkom, Beheer Bedrijf.')).toBeVisible();
    await expect(page.getByText('Je bestelt voor Bloemenhandel De Tulp B.V.')).toBeVisible();
    await page
      .getByRole('list', { name: 'Snel naar' })
      .getByRole('link', { name: 'Organisatie' })
      .click();
    const addresses = page.getByRole('region', { name: 'Adressen' });
    await expect(addresses).toContainText('Vestigingsadres');
    await expect(addresses).toContainText('Catharijnesingel 30');
    await addresses.getByRole('link', { name: 'Adressen beheren in het adresboek' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Adresboek' })).toBeVisible();

    // An address manager adds a company address; a buyer of the company then sees it too.
    const lastname = `Magazijn ${Date.now()}`;
    await page.getByRole('button', { name: 'Adres toevoegen' }).click();
    await page.getByLabel('Voornaam').fill('Ontvangst');
    await page.getByLabel('Achternaam').fill(lastname);
    await page.getByLabel('Postcode').fill('3511ab');
    await page.getByLabel('Huisnummer').fill('3');
    await expect(page.getByLabel('Plaats')).toHaveValue('Utrecht');
    await page.getByLabel('Straat').fill('Oudegracht');
    await page.getByRole('checkbox', { name: /Adres van het bedrijf/ }).check();
    await page.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(page.getByRole('article', { name: new RegExp(lastname) })).toBeVisible();
    const buyer = await (await page.context().browser()!.newContext()).newPage();
    await signInAt(buyer, 'inkoop@bedrijf.nl', '/mijn-account/adresboek');
    await expect(buyer.getByRole('article', { name: new RegExp(lastname) })).toBeVisible();
  });
});
