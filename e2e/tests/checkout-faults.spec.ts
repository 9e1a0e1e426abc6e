import { expect, test, type Page } from '../helpers/test';
import {
  fillDutchAddress,
  fillGuestCardPayment,
  apiCart,
  cardField,
  cartInBrowser,
} from '../helpers/checkout';
import { testCards } from '../helpers/mollie';

// Checkout when the API goes away mid-payment (issue 8): the shopper keeps everything they typed,
// is told what happened in plain words, tries again and gets exactly one order.

const unavailable = 'De winkel is even niet bereikbaar. Probeer het zo nogmaals.';

/** A cart with one bouquet (made through the API) and checkout filled up to the pay button. */
async function readyToPay(page: Page, request: import('@playwright/test').APIRequestContext) {
  await cartInBrowser(page, await apiCart(request));
  await page.goto('/afrekenen');
  await page.getByLabel('Bezorgdatum').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await fillDutchAddress(page);
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  const email = `storing-${Date.now()}@example.nl`;
  await fillGuestCardPayment(page, email);
  return { email };
}

const pay = (page: Page) => page.getByRole('button', { name: 'Bestellen en betalen' }).click();

test('the API restarting while the shopper pays: a clear message, nothing lost, one order on retry', async ({
  page,
  request,
}) => {
  const { email } = await readyToPay(page, request);
  // The gateway answers while the API restarts (nginx's own 502 page): the order never arrived.
  await page.route('**/api/order/orders', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
  );
  await pay(page);
  await expect(page.getByRole('alert')).toHaveText(unavailable);
  await expect(page.getByTestId('retry-safe')).toContainText('nooit dubbel geplaatst');
  // Everything typed is still there, the card in the provider's frames included.
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await expect(cardField(page, 'number')).toHaveValue(testCards.paid);

  await page.unroute('**/api/order/orders');
  await pay(page);
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
});

test('the answer lost after the API placed the order: the retry shows that same order, not a second', async ({
  page,
  request,
}) => {
  await readyToPay(page, request);
  let placed: { number: string; uuid: string } | null = null;
  // The API places the order, then the connection breaks before its answer arrives.
  await page.route('**/api/order/orders', async (route) => {
    const response = await route.fetch();
    placed = await response.json();
    await route.abort('connectionreset');
  });
  await pay(page);
  await expect(page.getByRole('alert')).toHaveText(unavailable);
  await expect(page.getByTestId('retry-safe')).toBeVisible();
  expect(placed).not.toBeNull();

  await page.unroute('**/api/order/orders');
  await pay(page);
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
  // The same attempt key answered the order already placed.
  await expect(page.getByTestId('order-number')).toContainText(placed!.number);
  await expect(page).toHaveURL(new RegExp(`/afrekenen/bevestiging/${placed!.uuid}$`));
});
