import { expect, test, type APIRequestContext, type Page } from '../helpers/test';
import { fillDutchAddress, apiCart, storeCartInPage } from '../helpers/checkout';
import { writeHostConfig } from '../helpers/site';

// Issue 18: every "Inloggen" of the site goes through the authorize page (spec "Sign-in flow")
// and comes back where the shopper was; signing out follows the configured logout URL.

const authorizeTexts = {
  'nl-nl': { email: 'E-mailadres', password: 'Wachtwoord', submit: 'Inloggen' },
  'fr-be': { email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter' },
} as const;

/** Signs in on the site's authorize page (server-rendered, in the shopper's language). */
async function signInOnAuthorizePage(
  page: Page,
  email: string,
  locale: keyof typeof authorizeTexts = 'nl-nl',
) {
  const texts = authorizeTexts[locale];
  await expect(page).toHaveURL(/\/authorize\?/);
  await page.getByLabel(texts.email).fill(email);
  await page.getByLabel(texts.password).fill('Bloem3n!');
  await page.getByRole('button', { name: texts.submit }).click();
}

/** A cart with one bouquet, made through the API, handed to this browser once. */
async function cartWithBouquet(page: Page, request: APIRequestContext) {
  const cart = await apiCart(request);
  await page.goto('/');
  await storeCartInPage(page, cart);
}

test.describe('signing in and out where the shopper is', () => {
  test('checkout’s “Inloggen” signs in on the authorize page and comes back to the same step, cart and address kept', async ({
    page,
    request,
  }) => {
    await cartWithBouquet(page, request);
    await page.goto('/afrekenen');
    await page.getByLabel('Bezorgdatum').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await fillDutchAddress(page);
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await expect(page.locator('[aria-current="step"]')).toHaveText('3 Jouw gegevens');

    const account = page.getByRole('region', { name: 'Heb je al een account?' });
    await account.getByRole('link', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/authorize\?/);
    expect(new URL(page.url()).searchParams.get('redirectPath')).toBe('/afrekenen/gegevens');
    await signInOnAuthorizePage(page, 'demo@bloemenzo.nl');

    await expect(page).toHaveURL(/\/afrekenen\/gegevens$/);
    await expect(page.locator('[aria-current="step"]')).toHaveText('3 Jouw gegevens');
    await expect(page.getByText('Je bent ingelogd als demo@bloemenzo.nl.')).toBeVisible();
    // The address marked up by react-i18next's Trans (ADR 0029).
    await expect(page.locator('main strong', { hasText: 'demo@bloemenzo.nl' })).toBeVisible();
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
    // The delivery address of step 2 is still there.
    await page
      .getByRole('link', { name: /Bezorgadres/ })
      .first()
      .click();
    await expect(page.getByLabel('Straat')).toHaveValue('Oudegracht');
  });

  test('signing in from a product page comes back to that product page', async ({ page }) => {
    await page.goto('/fr-be/p/zonnig-boeket');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/authorize\?.*ui_locales=fr-be/);
    // No redirectPath: the way back is the page the sign-in started on (spec "Sign-in flow").
    expect(new URL(page.url()).searchParams.has('redirectPath')).toBe(false);
    await signInOnAuthorizePage(page, 'demo@bloemenzo.nl', 'fr-be');

    await expect(page).toHaveURL(/\/fr-be\/p\/zonnig-boeket$/);
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test.describe('with a logout URL in the host configuration', () => {
    test.afterEach(() => writeHostConfig());

    test('signing out goes to the configured logout URL, from any page', async ({ page }) => {
      writeHostConfig({ logoutUrl: '/c/planten' });
      await page.goto('/p/zonnig-boeket');
      await page.getByRole('banner').getByRole('link', { name: 'Inloggen' }).click();
      await signInOnAuthorizePage(page, 'demo@bloemenzo.nl');
      await expect(page).toHaveURL(/\/p\/zonnig-boeket$/);

      await page.getByRole('button', { name: 'Uitloggen' }).click();
      await expect(page).toHaveURL(/\/c\/planten$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Planten' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();

      // And from a page that requires login, the configured URL rather than '/'.
      await page.goto('/mijn-account/overzicht');
      await signInOnAuthorizePage(page, 'demo@bloemenzo.nl');
      await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
      await page.getByRole('button', { name: 'Uitloggen' }).click();
      await expect(page).toHaveURL(/\/c\/planten$/);
    });
  });
});
