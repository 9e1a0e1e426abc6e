import { expect, test, type Page, type Request } from '../helpers/test';
import { signInAt } from '../helpers/sign-in';

/**
 * Issue 19 (ADR 0029): the site translates with i18next and react-i18next. A page brings only
 * its own locale's texts (nl-nl, the fallback, travels with the code; every other locale is a
 * chunk per part and locale, `texts-<locale>-<part>-json.*.js`), and switching language shows
 * neither a key nor a flash of Dutch. Every string below is written out, not taken from the
 * message files.
 */

/** The locales of the message chunks the page fetched, from now on. */
function textChunkLocales(page: Page): () => string[] {
  const seen: string[] = [];
  const onRequest = (request: Request) => {
    const chunk = /\/texts-([a-z]{2}-[a-z]{2})-[\w-]+-json\.[0-9a-f]+\.js$/.exec(request.url());
    if (chunk) seen.push(chunk[1]!);
  };
  page.on('request', onRequest);
  return () => [...new Set(seen)].sort();
}

/** A translation key where a text belongs: `product.addToCart`, `checkout.order.total`… */
const keyLike =
  /\b(common|host|product|checkout|cart|account|giftcard|auth|address|validation|errors|states|price|locale|header|footer)\.[a-z][a-zA-Z]+\b/;

async function expectNoKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text.match(keyLike)?.[0] ?? null).toBeNull();
}

test('an nl-nl page fetches no message chunk; another locale fetches its own and no other', async ({
  page,
}) => {
  const locales = textChunkLocales(page);
  await page.goto('/p/zonnig-boeket');
  await expect(page.getByRole('button', { name: 'In winkelwagen' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(locales()).toEqual([]);

  await page.goto('/fr-be/p/zonnig-boeket');
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(locales()).toEqual(['fr-be']);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-BE');
  await expectNoKeys(page);
});

test('switching language on the product page shows neither a key nor Dutch on the way', async ({
  page,
}) => {
  await page.goto('/en-us/p/zonnig-boeket');
  const button = page.locator('main').getByRole('button', { name: 'Add to cart' });
  await expect(button).toBeVisible();
  // The French texts arrive late: every text the add button shows meanwhile is recorded.
  await page.route(/\/texts-fr-be-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await button.evaluate((element) => {
    const shown = [element.textContent ?? ''];
    (window as unknown as { shown: string[] }).shown = shown;
    new MutationObserver(() => {
      const now = document.querySelector('main .checkout-add-to-cart > button');
      if (now) shown.push(now.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const locales = textChunkLocales(page);

  await page.getByLabel('Language and country').selectOption('fr-be');
  await expect(page).toHaveURL(/\/fr-be\/p\/zonnig-boeket$/);
  await expect(
    page.locator('main').getByRole('button', { name: 'Ajouter au panier' }),
  ).toBeVisible();
  await expect(page.getByLabel('Langue et pays')).toHaveValue('fr-be');
  const shown = await page.evaluate(() => (window as unknown as { shown: string[] }).shown);
  expect(
    shown.filter((text) => !['Add to cart', 'Ajouter au panier'].includes(text.trim())),
  ).toEqual([]);
  expect(locales()).toEqual(['fr-be']);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-BE');
  await expectNoKeys(page);
});

test('switching language in the cart, in checkout and in the account area', async ({ page }) => {
  await signInAt(page, 'demo@bloemenzo.nl', '/mijn-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await page.getByLabel('Taal en land').selectOption('en-us');
  await expect(page).toHaveURL(/\/en-us\/mijn-account/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expectNoKeys(page);
  await page.getByLabel('Language and country').selectOption('fr-be');
  await expect(page.getByRole('heading', { level: 1, name: 'Aperçu' })).toBeVisible();
  await expectNoKeys(page);

  await page.goto('/fr-be/winkelwagen');
  await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
  await page.getByLabel('Langue et pays').selectOption('nl-be');
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelmandje' })).toBeVisible();
  await expectNoKeys(page);

  await page.goto('/nl-be/afrekenen');
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  await page.getByLabel('Taal en land').selectOption('en-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expectNoKeys(page);
});
