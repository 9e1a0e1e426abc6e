import { expect, test } from '@playwright/test';

test.describe('signing in with email and password', () => {
  test('a protected page sends the shopper to sign in and back, and signing out leaves it for /', async ({
    page,
  }) => {
    await page.goto('/mijn-account/adresboek');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();

    await page.getByLabel('E-mailadres').fill('inkoop@bedrijf.nl');
    await page.getByLabel('Wachtwoord').fill('Bloem3n!');
    await page.getByRole('button', { name: 'Inloggen' }).click();

    await expect(page).toHaveURL(/\/mijn-account\/adresboek$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Adresboek' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mijn account' })).toBeVisible();

    // The session survives a reload: the stored token signs the shopper in again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Adresboek' })).toBeVisible();

    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/mijn-account/overzicht');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  });

  test('a company screen whose permission the user lacks shows the 403 page', async ({ page }) => {
    await page.goto('/inloggen?redirectPath=%2Fmijn-account%2Fbedrijf');
    await page.getByLabel('E-mailadres').fill('inkoop@bedrijf.nl');
    await page.getByLabel('Wachtwoord').fill('Bloem3n!');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Organisatie' })).toBeVisible();
    const accountNav = page.getByRole('navigation', { name: 'Mijn account' });
    await expect(accountNav.getByRole('link', { name: 'Gebruikers' })).toHaveCount(0);

    await page.goto('/mijn-account/gebruikers');
    await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
  });

  test('an access token that no longer works is refreshed without the shopper noticing', async ({
    page,
    context,
  }) => {
    await page.goto('/inloggen?redirectPath=%2Fmijn-account%2Foverzicht');
    await page.getByLabel('E-mailadres').fill('demo@bloemenzo.nl');
    await page.getByLabel('Wachtwoord').fill('Bloem3n!');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();

    // Spoil the access token, keep the refresh token.
    const cookie = (await context.cookies()).find((c) => c.name === 'shop-auth-user-token');
    expect(cookie).toBeDefined();
    const tokens = JSON.parse(decodeURIComponent(cookie!.value));
    const spoiled = { ...tokens, access_token: 'expired.access.token' };
    await context.addCookies([{ ...cookie!, value: encodeURIComponent(JSON.stringify(spoiled)) }]);

    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/token')) tokenCalls.push(request.postData() ?? '');
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]).toContain('grant_type=refresh_token');
    const renewed = (await context.cookies()).find((c) => c.name === 'shop-auth-user-token');
    expect(JSON.parse(decodeURIComponent(renewed!.value)).access_token).not.toBe(
      'expired.access.token',
    );
  });

  test('a wrong password is answered in the shopper’s language', async ({ page }) => {
    await page.goto('/en-us/inloggen');
    await page.getByLabel('Email address').fill('demo@bloemenzo.nl');
    await page.getByLabel('Password').fill('wrong-1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This email address and password do not match.',
    );
  });
});
