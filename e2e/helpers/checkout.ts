import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

export interface ApiCart {
  uuid: string;
  secret: string;
}

/** A cart made through the API: by default one of the first variation of `product`. */
export async function apiCart(
  request: APIRequestContext,
  { product = 'zonnig-boeket', quantity = 1 }: { product?: string; quantity?: number } = {},
): Promise<ApiCart> {
  const cart = await (await request.post('/api/carts')).json();
  const item = await (await request.get(`/api/catalogue/products/${product}`)).json();
  await request.post(`/api/carts/${cart.uuid}/lines`, {
    headers: { 'x-cart-secret': cart.secret },
    data: { variationId: item.variations[0].id, quantity },
  });
  return { uuid: cart.uuid, secret: cart.secret };
}

const storedCart = (cart: ApiCart) => JSON.stringify({ uuid: cart.uuid, secret: cart.secret });

/**
 * The cart handed to the browser as checkout keeps its own, on every page from the next one on
 * (by default a new one with one bouquet).
 */
export async function cartInBrowser(page: Page, cart?: ApiCart): Promise<ApiCart> {
  const handed = cart ?? (await apiCart(page.request));
  await page.addInitScript(
    (stored) => localStorage.setItem('shop-checkout-cart', stored),
    storedCart(handed),
  );
  return handed;
}

/** The cart put into the page open now, once: what the shop does with it next is the test's. */
export async function storeCartInPage(page: Page, cart: ApiCart): Promise<void> {
  await page.evaluate(
    (stored) => localStorage.setItem('shop-checkout-cart', stored),
    storedCart(cart),
  );
}
