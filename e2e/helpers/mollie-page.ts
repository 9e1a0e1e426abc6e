import { expect, type Page } from '@playwright/test';
import { mollieUrl } from './mollie';

/**
 * The words of the Mollie stand-in's test payment page (tooling/mollie-standin/texts.mjs), in the
 * payment's language: the shop's locale nl-nl and nl-be give nl, fr-be fr, en-us en.
 */
export const molliePageTexts = {
  nl: {
    title: 'Testbetaling',
    threeDSecure: '3-D Secure-controle',
    paid: 'Betaald',
    authorized: 'Geautoriseerd',
    failed: 'Mislukt',
    canceled: 'Geannuleerd',
    expired: 'Verlopen',
    continue: 'Verder',
    approve: 'Goedkeuren',
    decline: 'Weigeren',
  },
  fr: {
    title: 'Paiement de test',
    threeDSecure: 'Vérification 3-D Secure',
    paid: 'Payé',
    authorized: 'Autorisé',
    failed: 'Échoué',
    canceled: 'Annulé',
    expired: 'Expiré',
    continue: 'Continuer',
    approve: 'Approuver',
    decline: 'Refuser',
  },
  en: {
    title: 'Test payment',
    threeDSecure: '3-D Secure check',
    paid: 'Paid',
    authorized: 'Authorized',
    failed: 'Failed',
    canceled: 'Canceled',
    expired: 'Expired',
    continue: 'Continue',
    approve: 'Approve',
    decline: 'Decline',
  },
} as const;
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
