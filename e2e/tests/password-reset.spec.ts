import { randomBytes } from 'node:crypto';
import { expect, test } from '../helpers/test';
import { latestMailTo } from '../helpers/outbox';
import { baseURL } from '../helpers/site';

// A fresh account per run: the demo accounts keep the password the other specs sign in with.
const email = `herstel-${randomBytes(4).toString('hex')}@example.nl`;
const firstPassword = 'Eerst3!bloemen';
const newPassword = 'Nieuw5!bloemen';

test.describe('forgot password', () => {
  test('a new customer resets a forgotten password through the mailed link and signs in with it', async ({
    page,
    request,
  }) => {
    // Register from the login/register choice; registering signs the customer in.
    await page.goto('/inloggen');
    await page.getByRole('link', { name: 'Account aanmaken' }).click();
    await expect(page).toHaveURL(/\/registreren$/);
    await page.getByLabel('Voor- en achternaam').fill('Hester Herstel');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(firstPassword);
    await page.getByLabel('Herhaal wachtwoord').fill(firstPassword);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    const signOut = page.getByRole('button', { name: 'Uitloggen' });
    await expect(signOut).toBeVisible();
    await signOut.click();
    await expect(signOut).toBeHidden();

    // Forgot password, from the sign-in page.
    await page.goto('/inloggen');
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' }),
    ).toBeVisible();
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Herstellink versturen' }).click();
    await expect(page.getByRole('status')).toContainText(
      `We hebben een e-mail gestuurd naar ${email}.`,
    );

    // The mail's link leads to the site (SITE_URL), to the reset page with its token.
    const mail = await latestMailTo(request, email);
    expect(mail.subject).toBe('Je wachtwoord herstellen bij Bloem & Zo');
    const link = mail.links[0]!;
    expect(link.startsWith(`${baseURL}/wachtwoord-herstellen#token=`)).toBe(true);

    await page.goto(link);
    // The token leaves the address bar (and history) once the page has read it.
    await expect(page).toHaveURL(`${baseURL}/wachtwoord-herstellen`);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
    await page.getByLabel('Herhaal nieuw wachtwoord').fill(newPassword);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    const done = page.getByRole('status');
    await expect(done).toContainText('Je wachtwoord is gewijzigd.');
    await done.getByRole('link', { name: 'Inloggen' }).click();

    // The old password no longer works; the new one does.
    await expect(page).toHaveURL(/\/inloggen$/);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord').fill(firstPassword);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Dit e-mailadres en wachtwoord horen niet bij elkaar.',
    );
    await page.getByLabel('Wachtwoord').fill(newPassword);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();

    // The link works once.
    await page.goto(link);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nogmaals7!bloemen');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('Nogmaals7!bloemen');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Deze link om je wachtwoord te herstellen is niet meer geldig. Vraag een nieuwe link aan.',
    );
  });

  test('an address without an account gets the spec’s message, in English too', async ({
    page,
  }) => {
    await page.goto('/en-us/wachtwoord-vergeten');
    await page
      .getByLabel('Email address')
      .fill(`niemand-${randomBytes(3).toString('hex')}@example.nl`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'No account exists yet with the email address provided. Please check the email address or continue without logging in.',
    );
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/en-us/registreren',
    );
  });
});
