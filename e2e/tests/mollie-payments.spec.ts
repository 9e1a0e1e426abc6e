import { expect, test } from '../helpers/test';
import { cardField, fillCardFields } from '../helpers/checkout';
import { mollieUrl, testCards } from '../helpers/mollie';
import { answerThreeDSecure, atMolliePage, payAtMollie } from '../helpers/mollie-page';
import {
  expectPaidConfirmation,
  toPayment,
  payButton,
  paymentTexts,
  type PaymentLocale,
} from '../helpers/payment-journey';

// Issue 31: every way to pay, through Mollie (our stand-in, on its own origin) in the real
// browser, in Dutch and in French, on a phone and on a wide screen. Between them the journeys
// cover both locales at both widths.

const shoppers = {
  nlPhone: { locale: 'nl-nl', width: 375 },
  nlWide: { locale: 'nl-nl', width: 1280 },
  frPhone: { locale: 'fr-be', width: 375 },
  frWide: { locale: 'fr-be', width: 1280 },
} as const satisfies Record<string, { locale: PaymentLocale; width: number }>;
type Shopper = (typeof shoppers)[keyof typeof shoppers];

/** The journey's tests run at the shopper's width, named by locale and width. */
function as(shopper: Shopper, body: () => void) {
  test.describe(`${shopper.locale} at ${shopper.width} px`, () => {
    test.use({ viewport: { width: shopper.width, height: 800 } });
    body();
  });
}

for (const shopper of [shoppers.nlPhone, shoppers.nlWide]) {
  const texts = paymentTexts[shopper.locale];
  as(shopper, () => {
    test('iDEAL with a chosen bank: Mollie’s page, paid, back to the confirmation', async ({
      page,
    }) => {
      await toPayment(page, texts, 'NL');
      // Bancontact is for Belgium only.
      await expect(page.getByRole('radio', { name: 'Bancontact' })).toHaveCount(0);
      await page.getByRole('radio', { name: 'iDEAL' }).check();
      await page.getByLabel(texts.bank).selectOption({ label: 'Rabobank' });
      await payButton(page, texts).click();

      await atMolliePage(page, texts.mollie);
      await expect(page.locator('dt', { hasText: 'Bank' }).locator('+ dd')).toHaveText('Rabobank');
      await payAtMollie(page, 'paid', texts.mollie);
      await expectPaidConfirmation(page, texts);
    });
  });
}

as(shoppers.frWide, () => {
  const texts = paymentTexts[shoppers.frWide.locale];
  test('a card that is paid at once goes straight to the confirmation', async ({ page }) => {
    await toPayment(page, texts, 'BE');
    await page.getByRole('radio', { name: texts.card, exact: true }).check();
    await expect(page.getByRole('group', { name: texts.cardDetails })).toBeVisible();
    await fillCardFields(page, { number: testCards.paid, holder: 'A. Peeters' });
    await payButton(page, texts).click();
    await expectPaidConfirmation(page, texts);
  });
});

for (const shopper of [shoppers.frPhone, shoppers.nlWide]) {
  const texts = paymentTexts[shopper.locale];
  as(shopper, () => {
    test('a refused card: the message, the cart kept, and then Bancontact pays', async ({
      page,
    }) => {
      await toPayment(page, texts, 'BE');
      // iDEAL is for the Netherlands only.
      await expect(page.getByRole('radio', { name: 'iDEAL' })).toHaveCount(0);
      await page.getByRole('radio', { name: texts.card, exact: true }).check();
      await fillCardFields(page, { number: testCards.declined });
      await payButton(page, texts).click();
      await expect(page.getByRole('alert')).toHaveText(texts.refused);
      await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
      await expect(page.locator('[aria-current="step"]')).toHaveText(texts.step3);
      // The card stays in the provider's frames, to correct or to leave for another method.
      await expect(cardField(page, 'number')).toHaveValue(testCards.declined);

      await page.getByRole('radio', { name: 'Bancontact' }).check();
      await payButton(page, texts).click();
      await payAtMollie(page, 'paid', texts.mollie);
      await expectPaidConfirmation(page, texts);
    });
  });
}

for (const shopper of [shoppers.nlWide, shoppers.frPhone]) {
  const texts = paymentTexts[shopper.locale];
  as(shopper, () => {
    test('a 3-D Secure card: the bank’s check, approved, and the order is paid', async ({
      page,
    }) => {
      await toPayment(page, texts, shopper.locale === 'nl-nl' ? 'NL' : 'BE');
      await page.getByRole('radio', { name: texts.card, exact: true }).check();
      await fillCardFields(page, { number: testCards.threeDSecure });
      await payButton(page, texts).click();
      await answerThreeDSecure(page, 'approve', texts.mollie);
      await expectPaidConfirmation(page, texts);
    });
  });
}

for (const shopper of [shoppers.nlPhone, shoppers.frWide]) {
  const texts = paymentTexts[shopper.locale];
  as(shopper, () => {
    test('AfterPay (Riverty) asks for its terms first, then Riverty authorizes the order', async ({
      page,
    }) => {
      await toPayment(page, texts, shopper.locale === 'nl-nl' ? 'NL' : 'BE');
      await page.getByRole('radio', { name: texts.afterpay }).check();
      await payButton(page, texts).click();
      await expect(page.getByText(texts.termsMissing)).toBeVisible();
      await expect(page).not.toHaveURL(new RegExp(`^${mollieUrl}`));

      await page.getByLabel(texts.terms).check();
      await payButton(page, texts).click();
      await payAtMollie(page, 'authorized', texts.mollie);
      await expectPaidConfirmation(page, texts);
    });
  });
}

for (const shopper of [shoppers.nlPhone, shoppers.frWide]) {
  const texts = paymentTexts[shopper.locale];
  as(shopper, () => {
    test('Bancontact for a delivery in Belgium', async ({ page }) => {
      await toPayment(page, texts, 'BE');
      await page.getByRole('radio', { name: 'Bancontact' }).check();
      await payButton(page, texts).click();
      await payAtMollie(page, 'paid', texts.mollie);
      await expectPaidConfirmation(page, texts);
    });
  });
}
