import { expect, test } from '@playwright/test';
import { signInAt } from '../helpers/sign-in';
import { baseURL } from '../helpers/site';

// Issue 22: the rest of OAuth and the API documentation, through the site as nginx serves it.
test.describe('OAuth and the API documentation through the site', () => {
  test('signing out revokes the refresh token: a copy of the cookie gets no new token', async ({
    page,
  }) => {
    await signInAt(page, 'demo@bloemenzo.nl', '/mijn-account/overzicht');
    const cookie = (await page.context().cookies()).find(
      (one) => one.name === 'shop-auth-user-token',
    );
    const refreshToken = JSON.parse(decodeURIComponent(cookie!.value)).refresh_token as string;
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const revocation = page.waitForResponse((response) =>
      response.url().endsWith('/api/token/revoke'),
    );
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    expect((await revocation).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();

    const again = await page.request.post('/api/token', {
      form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'shop-web' },
    });
    expect(again.status()).toBe(400);
    expect((await again.json()).error).toBe('invalid_grant');
  });

  test('the authorization server metadata is at the site’s root', async ({ request }) => {
    const response = await request.get('/.well-known/oauth-authorization-server');
    expect(response.status()).toBe(200);
    const metadata = await response.json();
    expect(metadata.issuer).toBe(baseURL);
    expect(metadata.token_endpoint).toBe(`${baseURL}/api/token`);
    expect(metadata.revocation_endpoint).toBe(`${baseURL}/api/token/revoke`);
    expect(metadata.authorization_endpoint).toBe(`${baseURL}/authorize`);
  });

  test('/api/docs shows the API’s documentation with all its assets', async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await page.goto('/api/docs');
    await expect(page).toHaveURL(`${baseURL}/api/docs/`);
    await expect(page.getByRole('heading', { name: /Shop API/ })).toBeVisible();
    // The operations come from the OpenAPI document next to the page.
    await expect(page.getByText('/catalogue/products/{slug}').first()).toBeVisible();
    expect(failed).toEqual([]);
    // Nothing refused by the page's own policy (the API's, without 'unsafe-inline': issue 33).
    expect(refused).toEqual([]);
  });
});
