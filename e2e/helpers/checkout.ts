import { expect, type Page } from '@playwright/test';

/** Checkout step 2 in nl-nl with a Dutch address: the place comes from postcode and number. */
export async function fillDutchAddress(page: Page) {
  await page.getByLabel('Voornaam', { exact: true }).fill('Anna');
  await page.getByLabel('Achternaam', { exact: true }).fill('de Vries');
  await page.getByLabel('Postcode').fill('3511 AB');
  await page.getByLabel('Huisnummer', { exact: true }).fill('12');
  await expect(page.getByLabel('Plaats')).toHaveValue('Utrecht');
  await page.getByLabel('Straat').fill('Oudegracht');
}

/** Checkout step 3 in nl-nl as a guest paying by the test card that is always approved. */
export async function fillGuestCardPayment(page: Page, email: string) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('radio', { name: 'Creditcard' }).check();
  await page.getByLabel('Kaartnummer').fill('4111 1111 1111 1111');
  await page.getByLabel('Naam op de kaart').fill('A. de Vries');
  await page.getByLabel('Vervalmaand').selectOption('12');
  await page.getByLabel('Vervaljaar').selectOption(String(new Date().getFullYear() + 1));
  await page.getByLabel('Beveiligingscode (CVC)').fill('123');
}

/** A cart with one bouquet, made through the API and handed to the browser as checkout's own. */
export async function cartInBrowser(page: Page) {
  const cart = await (await page.request.post('/api/carts')).json();
  const product = await (await page.request.get('/api/catalogue/products/zonnig-boeket')).json();
  await page.request.post(`/api/carts/${cart.uuid}/lines`, {
    headers: { 'x-cart-secret': cart.secret },
    data: { variationId: product.variations[0].id, quantity: 1 },
  });
  await page.addInitScript(
    (stored) => localStorage.setItem('shop-checkout-cart', stored),
    JSON.stringify({ uuid: cart.uuid, secret: cart.secret }),
  );
}
