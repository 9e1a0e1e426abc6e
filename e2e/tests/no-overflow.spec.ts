import { expect, test, type Page } from '../helpers/test';
import { fillDutchAddress, apiCart, storeCartInPage } from '../helpers/checkout';
import { horizontalOverflow, settled, textLines } from '../helpers/overflow';
import { placeOrderAs } from '../helpers/orders';
import { signInAt, signOut } from '../helpers/sign-in';

// Issue 18: no page of the site is wider than a phone (375 px), signed out and signed in as each
// demo user. Each test walks its pages and lists every one that scrolls sideways before failing.

test.use({ viewport: { width: 375, height: 740 } });

/** Measures the page now drawn; an overflowing page is added to `wide`. */
async function measure(page: Page, name: string, wide: string[]) {
  await settled(page);
  const overflow = await horizontalOverflow(page);
  if (overflow) wide.push(`${name} (${page.url()}): ${overflow}`);
}

/** Every page a shopper reaches without an account, except checkout (below). */
const shopPages = [
  ['home', '/'],
  ['a category', '/c/boeketten'],
  ['a product', '/p/zonnig-boeket'],
  ['a personalized product', '/p/rouwlint-rozen'],
  ['the gift card product', '/p/cadeaukaart'],
  ['the empty cart', '/winkelwagen'],
  ['gift card balance', '/cadeaukaart/saldo'],
  ['gift card sales points', '/cadeaukaart/verkooppunten'],
  ['order search', '/bestelling-zoeken'],
  ['404', '/bestaat-niet'],
] as const;

async function shoppingPages(page: Page, wide: string[]) {
  for (const [name, path] of shopPages) {
    await page.goto(path);
    await measure(page, name, wide);
  }
  await page.goto('/c/boeketten');
  await page.getByLabel('Zoek in de winkel').fill('elegantie');
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByRole('link', { name: 'Witte elegantie' })).toBeVisible();
  await measure(page, 'search results', wide);
}

/** The cart with a line, then checkout steps 1 to 3 (a guest fills in a Dutch address). */
async function checkoutPages(page: Page, wide: string[]) {
  await storeCartInPage(page, await apiCart(page.request));
  await page.goto('/winkelwagen');
  await expect(page.getByRole('link', { name: /Zonnig boeket/ }).first()).toBeVisible();
  await measure(page, 'the cart with a line', wide);
  await page.goto('/afrekenen');
  await expect(page.getByLabel('Bezorgdatum').locator('option')).not.toHaveCount(1);
  await measure(page, 'checkout step 1', wide);
  await page.getByLabel('Bezorgdatum').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await expect(page).toHaveURL(/\/afrekenen\/bezorgadres$/);
  await measure(page, 'checkout step 2', wide);
  if (await page.getByLabel('Voornaam', { exact: true }).isVisible()) {
    if ((await page.getByLabel('Voornaam', { exact: true }).inputValue()) === '')
      await fillDutchAddress(page);
  }
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await expect(page).toHaveURL(/\/afrekenen\/gegevens$/);
  await measure(page, 'checkout step 3', wide);
}

test('signed out, no page of the shop scrolls sideways at 375 px', async ({ page }) => {
  test.setTimeout(180_000);
  const wide: string[] = [];
  await shoppingPages(page, wide);
  for (const [name, path] of [
    ['sign-in', '/inloggen'],
    ['register', '/registreren'],
    ['forgot password', '/wachtwoord-vergeten'],
    ['reset password', '/wachtwoord-herstellen#token=unknown'],
  ] as const) {
    await page.goto(path);
    await measure(page, name, wide);
  }
  await page.goto('/mijn-account/overzicht');
  await expect(page).toHaveURL(/\/authorize\?/);
  await measure(page, 'the authorize page', wide);
  await page.goto('/');
  await checkoutPages(page, wide);
  expect(wide).toEqual([]);
});

const demoUsers = [
  'demo@bloemenzo.nl',
  'beheer@bedrijf.nl',
  'administratie@bedrijf.nl',
  'inkoop@bedrijf.nl',
  'goedkeuring@bedrijf.nl',
  'kijker@bedrijf.nl',
] as const;

for (const email of demoUsers) {
  test(`signed in as ${email}, no page scrolls sideways at 375 px`, async ({ page, request }) => {
    test.setTimeout(240_000);
    // An order of their own (or their company's), so the orders list and an order have content.
    if (email === 'demo@bloemenzo.nl' || email === 'inkoop@bedrijf.nl')
      await placeOrderAs(request, email);
    await signInAt(page, email, '/mijn-account/overzicht');
    const wide: string[] = [];
    // Every account page the role may open is in the account's navigation.
    const nav = page.getByRole('navigation', { name: 'Mijn account' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    const sections = await nav
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.split('/').pop()),
      );
    for (const section of sections) {
      const path = `/mijn-account/${section}`;
      await page.goto(path);
      await measure(page, `account ${path}`, wide);
      if (path.endsWith('/bestellingen')) {
        const first = page.getByRole('table').getByRole('link').first();
        if (await first.isVisible()) {
          await first.click();
          await expect(page.getByRole('heading', { level: 1, name: /^Bestelling / })).toBeVisible();
          await measure(page, 'an order', wide);
        }
      }
      if (path.endsWith('/gebruikers')) {
        await page.getByRole('link', { name: 'Bedrijfsrechten aanpassen' }).click();
        await measure(page, 'company rights', wide);
      }
    }
    await shoppingPages(page, wide);
    await checkoutPages(page, wide);
    expect(wide).toEqual([]);
  });
}

// 'Annuleren' and its translations stay whole at 375 px: a row of buttons wraps instead.
const cancelling = [
  { prefix: '', del: 'Verwijderen', cancel: 'Annuleren', change: 'Wijzigen' },
  { prefix: '/nl-be', del: 'Verwijderen', cancel: 'Annuleren', change: 'Wijzigen' },
  { prefix: '/fr-be', del: 'Supprimer', cancel: 'Annuler', change: 'Modifier' },
  { prefix: '/en-us', del: 'Delete', cancel: 'Cancel', change: 'Change' },
];
for (const { prefix, del, cancel, change } of cancelling) {
  test(`in ${prefix || 'nl-nl'}, 'cancel' never breaks mid-word at 375 px`, async ({ page }) => {
    await signInAt(page, 'demo@bloemenzo.nl', '/mijn-account/overzicht');
    // Asking before deleting an address: the question and its two answers in a narrow card.
    await page.goto(`${prefix}/mijn-account/adresboek`);
    const card = page.getByRole('article', { name: 'Oma Peeters' });
    await card.getByRole('button', { name: new RegExp(`^${del}`) }).click();
    const no = card.getByRole('button', { name: cancel, exact: true });
    await expect(no).toBeVisible();
    expect(await textLines(no)).toBe(1);
    expect(await horizontalOverflow(page)).toBeNull();
    // Changing a company user in the users list.
    await page.goto('/');
    await signOut(page);
    await signInAt(page, 'beheer@bedrijf.nl', '/mijn-account/overzicht');
    await page.goto(`${prefix}/mijn-account/gebruikers`);
    const row = page.getByRole('row').filter({ hasText: 'kijker@bedrijf.nl' });
    await row.getByRole('button', { name: new RegExp(`^${change}|${change}$`, 'i') }).click();
    const stop = row.getByRole('button', { name: cancel, exact: true });
    await expect(stop).toBeVisible();
    expect(await textLines(stop)).toBe(1);
    expect(await horizontalOverflow(page)).toBeNull();
    await stop.click();
  });
}
