import { expect, test } from '../helpers/test';
import { baseURL } from '../helpers/site';

test.describe('signing in with email and password', () => {
  test('a protected page sends the shopper to sign in and back, and signing out leaves it for /', async ({
    page,
  }) => {
    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/token')) tokenCalls.push(request.postData() ?? '');
    });
    await page.goto('/mijn-account/adresboek');
    // The site's authorize page (server-rendered), asked for a code with an S256 challenge.
    await expect(page).toHaveURL(/\/authorize\?/);
    const authorizeUrl = new URL(page.url());
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('redirectPath')).toBe('/mijn-account/adresboek');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${baseURL}/authorize/callback`);
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();

    await page.getByLabel('E-mailadres').fill('inkoop@bedrijf.nl');
    await page.getByLabel('Wachtwoord').fill('Bloem3n!');
    await page.getByRole('button', { name: 'Inloggen' }).click();

    await expect(page).toHaveURL(/\/mijn-account\/adresboek$/);
    // The code came back and was exchanged with the verifier (PKCE).
    const exchange = tokenCalls.find((body) => body.includes('grant_type=authorization_code'));
    expect(exchange).toBeDefined();
    expect(new URLSearchParams(exchange).get('code_verifier')).toMatch(/^[0-9a-f]{56}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Adresboek' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mijn account' })).toBeVisible();

    // The session survives a reload: the stored token signs the shopper in again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Adresboek' })).toBeVisible();

    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/mijn-account/overzicht');
    await expect(page).toHaveURL(/\/authorize\?/);
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  });

  test('the authorize page speaks the shopper’s language, answers a wrong password and lands back', async ({
    page,
  }) => {
    await page.goto('/fr-be/mijn-account/overzicht');
    await expect(page).toHaveURL(/\/authorize\?.*ui_locales=fr-be/);
    await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
    // Styled: the page's own style is allowed by the policy it is served with, through nginx too.
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(247, 245, 240)');
    await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      /^\/fr-be\/wachtwoord-vergeten\?redirectPath=/,
    );
    await page.getByLabel('Adresse e-mail').fill('demo@bloemenzo.nl');
    await page.getByLabel('Mot de passe').fill('wrong-1!');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Cette adresse e-mail et ce mot de passe ne correspondent pas.',
    );
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue('demo@bloemenzo.nl');
    await page.getByLabel('Mot de passe').fill('Bloem3n!');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/fr-be\/mijn-account\/overzicht$/);
    await expect(page.getByRole('navigation', { name: 'Mon compte' })).toBeVisible();
  });

  test('the authorize page works without JavaScript', async ({ browser }) => {
    // A tab that started the flow with JavaScript provides the request; a script-less browser
    // then signs in through the form and is sent to the callback with a code.
    const scripted = await browser.newPage();
    await scripted.goto('/mijn-account/overzicht');
    await expect(scripted).toHaveURL(/\/authorize\?/);
    const authorizeUrl = scripted.url();
    await scripted.close();

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const callback = page.waitForRequest((request) =>
      request.url().includes('/authorize/callback?'),
    );
    await page.goto(authorizeUrl);
    await page.getByLabel('E-mailadres').fill('demo@bloemenzo.nl');
    await page.getByLabel('Wachtwoord').fill('Bloem3n!');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    const url = new URL((await callback).url());
    expect(url.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('redirectPath')).toBe('/mijn-account/overzicht');
    await context.close();
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
