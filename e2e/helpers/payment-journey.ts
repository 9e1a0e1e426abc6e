import { expect, type Page } from '@playwright/test';
import { apiCart, storeCartInPage } from './checkout';
import { checkoutTexts } from './checkout-texts';
import type { MollieLanguage } from './mollie-page';

/**
 * What a shopper reads while paying, in the two locales the payment journeys run in (issue 31):
 * the checkout's words (checkout-texts.ts) and the payment's (mfe-checkout's and
 * shared-contracts' locale files); `mollie` is the language of the provider's page.
 */
export const paymentTexts = {
  'nl-nl': {
    ...checkoutTexts['nl-nl'],
    prefix: '',
    mollie: 'nl' as MollieLanguage,
    country: { NL: 'Nederland', BE: 'België' },
    belgianPlace: 'Plaats',
    step3: '3 Jouw gegevens',
    cardDetails: 'Kaartgegevens',
    bank: 'Kies je bank',
    afterpay: 'AfterPay (Riverty): achteraf betalen',
    terms: 'Ik ga akkoord met de algemene voorwaarden van AfterPay (Riverty)',
    termsMissing: 'Je moet akkoord gaan met de algemene voorwaarden',
    refused: 'De betaling is geweigerd. Kies een andere betaalmethode.',
    unavailable: /^Betalen is op dit moment niet mogelijk\./,
    waitingTitle: 'Je betaling wordt verwerkt',
    waiting: 'We wachten op de bevestiging van je betaling…',
    failedTitle: 'Je betaling is niet gelukt',
    retry: 'Opnieuw proberen',
  },
  'fr-be': {
    ...checkoutTexts['fr-be'],
    prefix: '/fr-be',
    mollie: 'fr' as MollieLanguage,
    country: { NL: 'Pays-Bas', BE: 'Belgique' },
    belgianPlace: 'Localité',
    step3: '3 Vos coordonnées',
    cardDetails: 'Données de la carte',
    bank: 'Choisissez votre banque',
    afterpay: 'AfterPay (Riverty) : payer plus tard',
    terms: 'J’accepte les conditions générales d’AfterPay (Riverty)',
    termsMissing: 'Vous devez accepter les conditions générales',
    refused: 'Le paiement a été refusé. Choisissez un autre mode de paiement.',
    unavailable: /^Le paiement est impossible pour le moment\./,
    waitingTitle: 'Votre paiement est en cours de traitement',
    waiting: 'Nous attendons la confirmation de votre paiement…',
    failedTitle: 'Votre paiement n’a pas abouti',
    retry: 'Réessayer',
  },
} as const;
export type PaymentLocale = keyof typeof paymentTexts;
export type PaymentTexts = (typeof paymentTexts)[PaymentLocale];

/**
 * A cart with one bouquet (made through the API), taken through checkout steps 1 and 2 to a
 * delivery address in `country` (Utrecht or Gent), to step 3 where a guest gives an e-mail (a
 * signed-in customer has one). The cart is handed to the page once, so that what the shop does
 * with it once paid (it forgets it) is what the test sees.
 */
export async function toPayment(
  page: Page,
  texts: PaymentTexts,
  country: 'NL' | 'BE',
  { signedIn = false } = {},
): Promise<{ email: string }> {
  await page.goto(`${texts.prefix}/winkelwagen`);
  await storeCartInPage(page, await apiCart(page.request));
  await page.goto(`${texts.prefix}/afrekenen`);
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await page.getByRole('radio', { name: texts.country[country], exact: true }).check();
  const date = page.getByLabel(texts.date);
  await expect(date.locator('option')).not.toHaveCount(1);
  await date.selectOption({ index: 1 });
  await page.getByRole('button', { name: texts.next }).click();

  await page.getByLabel(texts.first, { exact: true }).fill('Anna');
  await page.getByLabel(texts.last, { exact: true }).fill('Peeters');
  if (country === 'BE') {
    await page.getByLabel(texts.belgianPlace).fill('Gent');
    await page.getByRole('button', { name: /^9000 / }).click();
    await page.getByLabel(texts.street).fill('Veldstraat');
    await page.getByLabel(texts.number, { exact: true }).fill('3');
  } else {
    await page.getByLabel('Postcode').fill('3511 AB');
    await page.getByLabel(texts.number, { exact: true }).fill('12');
    await expect(page.getByLabel(texts.city)).toHaveValue('Utrecht');
    await page.getByLabel(texts.street).fill('Oudegracht');
  }
  await page.getByRole('button', { name: texts.next }).click();
  await expect(page.locator('[aria-current="step"]')).toHaveText(texts.step3);

  const email = `mollie-${country.toLowerCase()}-${Date.now()}@example.be`;
  if (!signedIn) await page.getByLabel(texts.email).fill(email);
  return { email };
}

/** The pay button of step 3 (it names the amount as well). */
export const payButton = (page: Page, texts: PaymentTexts) =>
  page.getByRole('button', { name: texts.pay });

/** The confirmation of a paid order, in the locale. */
export async function expectPaidConfirmation(page: Page, texts: PaymentTexts) {
  await expect(page.getByRole('heading', { level: 1, name: texts.thanks })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${texts.prefix}/afrekenen/bevestiging/[0-9a-f-]+$`));
  await expect(page.getByTestId('order-number')).toContainText(/FB-\d+/);
  // The cart became the order.
  await expect(page.getByTestId('mini-cart-count')).toHaveText('0');
}
