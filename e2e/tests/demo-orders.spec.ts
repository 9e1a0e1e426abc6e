import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '../helpers/test';
import { signInAt } from '../helpers/sign-in';
import { signInAsStaff } from '../helpers/staff';

// Issue 30: the API seeds orders in each state for the demo accounts (api/src/db/demo-orders.ts),
// so the account, the company's screens and the staff screen are not empty on first start. Other
// tests add orders of the same accounts: each check filters or looks for the demo order's own
// facts rather than counting rows.

/** The shop's day (YYYY-MM-DD) `days` from today. */
const shopDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** The account's order list filtered by a status, through its own form. */
async function filterByStatus(page: Page, label: string, status: string) {
  await page.getByLabel('Status').selectOption({ label });
  await page.getByRole('button', { name: 'Filteren' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?status=${status}$`));
  const table = page.getByRole('table', { name: 'Je bestellingen, de nieuwste eerst' });
  await expect(table.getByRole('row').filter({ hasText: label }).first()).toBeVisible();
  return table;
}

/**
 * The demo's own order among these rows: other tests of the run may place orders for the same
 * accounts and send them, but the demo's were placed at the API's start, before any of them, so
 * theirs has the lowest number.
 */
async function seededAmong(rows: Locator): Promise<Locator> {
  const numbers = (await rows.allTextContents())
    .map((text) => /FB-\d+/.exec(text)?.[0])
    .filter((number): number is string => number !== undefined);
  expect(numbers.length).toBeGreaterThan(0);
  const [lowest] = numbers.sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)));
  // The cells' texts run together (`FB-10000228-11-2026`): no digit may follow the number.
  return rows.filter({ hasText: new RegExp(`${lowest}(?!\\d)`) });
}

test.describe('the demo orders', () => {
  test('the demo customer has orders in each state; the one on its way links to its parcel', async ({
    page,
  }) => {
    await signInAt(page, 'demo@bloemenzo.nl', '/mijn-account/bestellingen');
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
    await filterByStatus(page, 'In behandeling', 'new');
    await filterByStatus(page, 'Bezorgd', 'completed');
    await filterByStatus(page, 'Geannuleerd', 'canceled');
    const sent = await filterByStatus(page, 'Onderweg', 'sent');

    const onTheirWay = sent.getByRole('row').filter({ hasText: 'Onderweg' });
    await seededAmong(onTheirWay).then((row) => row.getByRole('link').click());
    await expect(
      page.getByRole('heading', { level: 1, name: /^Bestelling FB-\d+$/ }),
    ).toBeVisible();
    await expect(page.getByText('Gefeliciteerd met je 80ste, oma!')).toBeVisible();
    const parcel = page.getByRole('link', { name: 'CD110045678BE' });
    await expect(parcel).toHaveAttribute('href', /^https:\/\/track\.bpost\.cloud\/.+CD110045678BE/);
    await expect(page.getByRole('main')).toContainText('CD110045678BE · bpost');
    // Placed, paid, at the florist, made, sent: each step on record.
    const history = page.getByRole('region', { name: 'Statusgeschiedenis' });
    await expect(history.getByRole('listitem')).toHaveCount(6);
    await expect(history.getByRole('listitem').last()).toContainText('Onderweg');
  });

  test('the company’s buyer, approver and administrator see its orders, its approval and its report', async ({
    page,
    browser,
  }) => {
    await signInAt(page, 'inkoop@bedrijf.nl', '/mijn-account/bestellingen');
    await filterByStatus(page, 'Bij de bloemist', 'pending');
    await filterByStatus(page, 'Wacht op goedkeuring', 'approvement-pending');
    await filterByStatus(page, 'Onderweg', 'sent');

    const approver = await (await browser.newContext()).newPage();
    await signInAt(approver, 'goedkeuring@bedrijf.nl', '/mijn-account/goedkeuringen');
    const waiting = approver.getByRole('listitem').filter({ hasText: '2 × Witte rouwkrans' });
    await expect(waiting).toContainText('Inkoop Bedrijf');
    await expect(waiting.getByRole('button', { name: /goedkeuren$/ })).toBeVisible();

    const admin = await (await browser.newContext()).newPage();
    await signInAt(admin, 'beheer@bedrijf.nl', '/mijn-account/rapportages');
    const name = `Demo-overzicht ${Date.now()}`;
    await admin.getByLabel('Naam van de rapportage').fill(name);
    await admin.getByLabel('Van', { exact: true }).fill(shopDay(-10));
    await admin.getByLabel(/^Tot en met/).fill(shopDay());
    await admin.getByRole('button', { name: 'Rapportage maken' }).click();
    await expect(admin.getByRole('status')).toContainText(`Rapportage "${name}" gemaakt`);
    const row = admin.getByRole('row', { name: new RegExp(name) });
    const downloading = admin.waitForEvent('download');
    await row.getByRole('button', { name: `CSV downloaden van ${name}` }).click();
    const csv = await readFile((await (await downloading).path())!, 'utf8');
    const buyerStatuses = csv
      .split('\r\n')
      .map((line) => line.split(';'))
      .filter((cells) => cells[2] === 'Inkoop Bedrijf')
      .map((cells) => cells[3]);
    for (const status of ['Wacht op goedkeuring', 'Bij de bloemist', 'Onderweg'])
      expect(buyerStatuses, status).toContain(status);
  });

  test('the staff screen lists them by delivery day, each step with who made it', async ({
    page,
  }) => {
    await signInAsStaff(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
    // Soonest delivery first: no other order of the run is delivered before the demo's
    // delivered order, a week ago.
    const rows = page.locator('.backoffice-table tbody tr');
    await expect(rows.first()).toContainText('Bezorgd');
    await expect(rows.first()).toContainText('Den Haag');

    await page.getByRole('checkbox', { name: 'Onderweg' }).check();
    await page.getByRole('button', { name: 'Bestellingen tonen' }).click();
    await expect(page).toHaveURL(/status=sent/);
    const antwerp = rows.filter({ hasText: 'Antwerpen' }).filter({ hasText: 'Demo Klant' });
    await expect(antwerp.first()).toBeVisible();
    await seededAmong(antwerp).then((row) => row.getByRole('link').click());
    await expect(page.locator('.backoffice-facts')).toContainText('Onderweg');
    const history = page.getByRole('region', { name: 'Geschiedenis' });
    const shipped = history.getByRole('row').filter({ hasText: 'Opgehaald door bpost' });
    await expect(shipped).toContainText('Winkel Bloem & Zo');
    await expect(page.getByRole('link', { name: 'CD110045678BE' })).toBeVisible();
  });
});
