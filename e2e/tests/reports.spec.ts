import { readFile } from 'node:fs/promises';
import { expect, test } from '../helpers/test';
import { placeOrderAs } from '../helpers/orders';
import { signInAt } from '../helpers/sign-in';

/** Today as the shop's day (YYYY-MM-DD): orders placed now fall in it. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());

test.describe('company reports', () => {
  test('an administrator makes a report of today’s orders and downloads it as CSV', async ({
    page,
    request,
  }) => {
    const order = await placeOrderAs(request, 'beheer@bedrijf.nl', { quantity: 1 });
    const name = `Dagrapport ${Date.now()}`;

    await signInAt(page, 'beheer@bedrijf.nl', '/mijn-account/rapportages');
    await expect(page.getByRole('heading', { level: 1, name: 'Rapportages' })).toBeVisible();
    const historyTitle = page.getByRole('heading', { level: 2, name: 'Gemaakte rapportages' });
    await expect(historyTitle).toBeVisible();
    // A fresh site has none; a site other tests have used shows its history.
    await expect(
      page.getByText('Er zijn nog geen rapportages.').or(page.getByRole('table')),
    ).toBeVisible();

    await page.getByLabel('Naam van de rapportage').fill(name);
    await page.getByLabel('Van', { exact: true }).fill(today());
    await page.getByLabel(/^Tot en met/).fill(today());
    await page.getByRole('button', { name: 'Rapportage maken' }).click();
    await expect(page.getByRole('status')).toContainText(`Rapportage "${name}" gemaakt`);

    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `CSV downloaden van ${name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${name}-${today()}-${today()}.csv`);
    await expect(page.getByRole('status')).toContainText('is gedownload');

    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Bestelnummer;Besteld op;Besteld door;Status;Bezorgdatum;Plaats;Land;Aantal;Personalisatie;Totaal excl. btw;Btw;Totaal incl. btw',
    );
    const line = lines.find((text) => text.startsWith(`${order.number};`));
    expect(line, `${order.number} in the report`).toBeDefined();
    const cells = line!.split(';');
    expect(cells[2]).toBe('Beheer Bedrijf');
    // Nothing personalized in this order: an empty 'Personalisatie' cell.
    expect(cells.slice(5, 9)).toEqual(['Utrecht', 'NL', '1', '']);
    expect(cells[11]).toMatch(/^\d+,\d{2}$/);
    // The row count shown is the number of orders in the file.
    await expect(row.getByRole('cell').nth(2)).toHaveText(String(lines.length - 1));
  });
});
