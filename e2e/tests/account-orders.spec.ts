import { expect, test } from '../helpers/test';
import { placeOrderAs } from '../helpers/orders';
import { productPage } from '../helpers/product-page';
import { signInAt } from '../helpers/sign-in';

test.describe('orders in the account', () => {
  test('a customer finds an order, filters, reads it and repeats it into the checkout', async ({
    page,
    request,
  }) => {
    const order = await placeOrderAs(request, 'demo@bloemenzo.nl');
    await signInAt(page, 'demo@bloemenzo.nl', '/mijn-account/bestellingen');

    await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Je bestellingen, de nieuwste eerst' });
    const row = table.getByRole('row').filter({ hasText: order.number });
    await expect(row).toContainText('In behandeling');
    await expect(row).toContainText('€');

    // Filtered by a status it does not have, it is gone; by its own, it is back.
    await page.getByLabel('Status').selectOption({ label: 'Geannuleerd' });
    await page.getByRole('button', { name: 'Filteren' }).click();
    await expect(page).toHaveURL(/\?status=canceled$/);
    await expect(page.getByRole('link', { name: order.number })).toBeHidden();
    await page.getByLabel('Status').selectOption({ label: 'In behandeling' });
    await page.getByRole('button', { name: 'Filteren' }).click();
    await expect(page).toHaveURL(/\?status=new$/);
    await page.getByRole('link', { name: order.number }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: `Bestelling ${order.number}` }),
    ).toBeVisible();
    await expect(page.getByText('Van harte, Anna!')).toBeVisible();
    await expect(page.getByText('Graag bij de buren afgeven')).toBeVisible();
    const history = page.getByRole('region', { name: 'Statusgeschiedenis' });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Totalen' })).toContainText('Totaal excl. btw');

    await page.getByRole('button', { name: 'Bestelling herhalen' }).click();
    await expect(page).toHaveURL(/\/afrekenen$/);
    await expect(
      page.getByText('De artikelen van je eerdere bestelling staan in je winkelwagen'),
    ).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toHaveText('1 Jouw bestelling');
    await expect(page.getByText('“Van harte, Anna!”')).toBeVisible();
    await expect(productPage(page).miniCartCount).toHaveText('2');
  });
});
