import { expect, type Page } from '@playwright/test';
import { mollieUrl } from './mollie';
import { texts } from '../../tooling/mollie-standin/texts.mjs';

/**
 * The words of the Mollie stand-in's test payment page, from the stand-in's own texts
 * (tooling/mollie-standin/texts.mjs), in the payment's language: the shop's locale nl-nl and
 * nl-be give nl, fr-be fr, en-us en.
 */
const pageWords = (language: 'nl' | 'fr' | 'en') => {
  const words = texts[language];
  return {
    title: words.testPayment!,
    threeDSecure: words.threeDSecure!,
    paid: words.paid!,
    authorized: words.authorized!,
    failed: words.failed!,
    canceled: words.canceled!,
    expired: words.expired!,
    continue: words.continue!,
    approve: words.approve!,
    decline: words.decline!,
  };
};
export const molliePageTexts = { nl: pageWords('nl'), fr: pageWords('fr'), en: pageWords('en') };
export type MollieLanguage = keyof typeof molliePageTexts;
type Outcome = 'paid' | 'authorized' | 'failed' | 'canceled' | 'expired';

/** The page is the stand-in's, on its own origin: `/checkout/tr_…`. */
export async function atMolliePage(page: Page, language: MollieLanguage = 'nl') {
  await expect(page).toHaveURL(new RegExp(`^${mollieUrl}/checkout/tr_`));
  await expect(
    page.getByRole('heading', { level: 1, name: molliePageTexts[language].title }),
  ).toBeVisible();
}

/**
 * On the stand-in's test payment page, picks an outcome of Mollie's test mode and goes on: the
 * stand-in calls the shop's webhook and sends the shopper back to the shop.
 */
export async function payAtMollie(
  page: Page,
  outcome: Outcome = 'paid',
  language: MollieLanguage = 'nl',
) {
  const words = molliePageTexts[language];
  await atMolliePage(page, language);
  await page.getByRole('radio', { name: words[outcome], exact: true }).check();
  await page.getByRole('button', { name: words.continue }).click();
}

/** The bank's 3-D Secure page of a card that asks for it: approve (paid) or decline (failed). */
export async function answerThreeDSecure(
  page: Page,
  answer: 'approve' | 'decline',
  language: MollieLanguage = 'nl',
) {
  const words = molliePageTexts[language];
  await expect(page).toHaveURL(new RegExp(`^${mollieUrl}/checkout/tr_`));
  await expect(page.getByRole('heading', { level: 1, name: words.threeDSecure })).toBeVisible();
  await page.getByRole('button', { name: words[answer] }).click();
}
