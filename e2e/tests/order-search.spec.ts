import { expect, test, type Page } from '../helpers/test';
import { registerCustomer, signInWith } from '../helpers/account';
import { placeOrderAs } from '../helpers/orders';

/** A house number of this run's own, so the address search finds this test's order alone. */
const housenumber = String(1000 + Math.floor(Math.random() * 9000));

async function searchByNumber(page: Page, number: string, postcode: string) {
  const form = page.getByRole('form', { name: 'Zoeken op bestelnummer' });
  await form.getByLabel('Bestelnummer').fill(number);
  await form.getByLabel('Postcode').fill(postcode);
  await form.getByRole('button', { name: 'Zoeken' }).click();
}

test.describe('order search (track and trace)', () => {
  test('a shopper finds an order by number and postcode, or by address and delivery date', async ({
    page,
    request,
  }) => {
    const buyer = await registerCustomer(request);
    const order = await placeOrderAs(request, buyer.email, { housenumber });

    await page.goto('/bestelling-zoeken');
    await expect(page.getByRole('heading', { level: 1, name: 'Bestelling zoeken' })).toBeVisible();

    // Checked before the API is asked, with the schema the API uses.
    await searchByNumber(page, '12', '3511 AB');
    await expect(page.getByText('Er zit een fout in het formulier')).toBeVisible();
    await expect(page.getByText('Vul een geldig bestelnummer in, zoals FB-100001')).toBeVisible();

    await searchByNumber(page, order.number.toLowerCase(), '3511ab');
    const result = page.getByRole('status');
    await expect(result.getByRole('heading', { name: `Bestelling ${order.number}` })).toBeVisible();
    await expect(result).toContainText('In behandeling');
    await expect(result).toContainText('Er is nog geen track & trace-code.');
    // Nothing about the buyer, and no way into the order for someone who is not signed in.
    await expect(result).not.toContainText('Anna');
    await expect(result).not.toContainText('Oudegracht');
    await expect(result.getByRole('link', { name: 'Bekijk je bestelling' })).toBeHidden();

    await searchByNumber(page, order.number, '1234 AB');
    await expect(page.getByRole('status')).toHaveText('Geen resultaten gevonden');

    const byAddress = page.getByRole('form', { name: 'Zoeken op bezorgadres' });
    await byAddress.getByLabel('Postcode').fill('3511 AB');
    await byAddress.getByLabel('Huisnummer').fill(housenumber);
    await byAddress.getByLabel('Bezorgdatum').fill(order.deliveryDate);
    await byAddress.getByRole('button', { name: 'Zoeken' }).click();
    await expect(
      page.getByRole('status').getByRole('heading', { name: `Bestelling ${order.number}` }),
    ).toBeVisible();
  });

  test('the signed-in buyer is led from the search to their order', async ({ page, request }) => {
    const buyer = await registerCustomer(request);
    const order = await placeOrderAs(request, buyer.email, { housenumber });
    await signInWith(page, buyer, '/mijn-account/overzicht');

    await page.goto('/en-us/bestelling-zoeken');
    const form = page.getByRole('form', { name: 'Search by order number' });
    await form.getByLabel('Order number').fill(order.number);
    await form.getByLabel('Postcode').fill('9999 ZZ');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status')).toHaveText('No results found');

    await form.getByLabel('Postcode').fill('3511 AB');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status')).toContainText('Being processed');
    await expect(page.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/en-us/mijn-account/bestellingen/${order.uuid}`,
    );
  });
});
