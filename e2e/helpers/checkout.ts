import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { testCards } from './mollie';

/** Checkout step 2 in nl-nl with a Dutch address: the place comes from postcode and number. */
export async function fillDutchAddress(page: Page) {
  await page.getByLabel('Voornaam', { exact: true }).fill('Anna');
  await page.getByLabel('Achternaam', { exact: true }).fill('de Vries');
  await page.getByLabel('Postcode').fill('3511 AB');
  await page.getByLabel('Huisnummer', { exact: true }).fill('12');
  await expect(page.getByLabel('Plaats')).toHaveValue('Utrecht');
  await page.getByLabel('Straat').fill('Oudegracht');
}

/** The card's fields by the containers the checkout mounts the provider's frames in. */
const cardFieldContainers = {
  number: 'checkout-card-number',
  holder: 'checkout-card-holder',
  expiry: 'checkout-card-expiry',
  cvc: 'checkout-card-cvc',
} as const;
export type CardField = keyof typeof cardFieldContainers;

/** The input inside the provider's frame for one card field (the frame's origin is Mollie's). */
export const cardField = (page: Page, field: CardField) =>
  page.frameLocator(`#${cardFieldContainers[field]} iframe`).locator('input');

/**
 * Waits until the frame's script runs: a value filled in before would never be reported to the
 * page. A module script runs before the document's `load`.
 */
export async function cardFieldReady(page: Page, field: CardField) {
  await cardField(page, field).evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (document.readyState === 'complete') resolve();
        else window.addEventListener('load', () => resolve(), { once: true });
      }),
  );
}

/**
 * The card typed into the payment provider's own fields (Mollie Components: frames on the
 * provider's origin, ADR 0052); by default the stand-in's card that is paid at once. Filled,
 * not typed: a key typed right after the focus moves into a frame may be lost.
 */
export async function fillCardFields(
  page: Page,
  {
    number = testCards.paid,
    holder = 'A. de Vries',
    expiry = nextYearsExpiry(),
    cvc = '123',
  }: { number?: string; holder?: string; expiry?: string; cvc?: string } = {},
) {
  const values: Record<CardField, string> = { number, holder, expiry, cvc };
  for (const field of Object.keys(values) as CardField[]) {
    await cardFieldReady(page, field);
    await cardField(page, field).fill(values[field]);
  }
}

/** An expiry a year ahead, as the card fields take it: `MM / YY`. */
export const nextYearsExpiry = () => `12 / ${String(new Date().getFullYear() + 1).slice(2)}`;

/** Checkout step 3 in nl-nl as a guest paying by the test card that is always approved. */
export async function fillGuestCardPayment(page: Page, email: string) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('radio', { name: 'Creditcard' }).check();
  await fillCardFields(page);
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
