import { expect, test } from '../helpers/test';
import { latestMailTo } from '../helpers/outbox';
import { checkoutTexts } from '../helpers/checkout-texts';
import { fillCardFields } from '../helpers/checkout';

// Buying a gift card (ADR 0021) in each locale: the amount on its product page, the cart, a
// checkout with nothing to deliver, the mail with number and code, and that card's balance.
const locales = [
  {
    locale: 'nl-nl',
    ...checkoutTexts['nl-nl'],
    buy: 'Cadeaukaart kopen',
    prefix: '',
    amount: 'Bedrag',
    addToCart: 'In winkelwagen',
    only: 'Je bestelt alleen cadeaukaarten',
    notice: 'Het kaartnummer en de controlecode van je cadeaukaart sturen we naar',
    subject: /^Je cadeaukaart van bestelling FB-\d+$/,
    lookupNumber: 'Kaartnummer',
    lookupCode: 'Controlecode',
    lookup: 'Saldo opvragen',
  },
  {
    locale: 'nl-be',
    ...checkoutTexts['nl-be'],
    buy: 'Geschenkkaart kopen',
    prefix: '/nl-be',
    amount: 'Bedrag',
    addToCart: 'In winkelmandje',
    only: 'Je bestelt alleen geschenkkaarten',
    notice: 'Het kaartnummer en de controlecode van je geschenkkaart sturen we naar',
    subject: /^Je geschenkkaart van bestelling FB-\d+$/,
    lookupNumber: 'Kaartnummer',
    lookupCode: 'Controlecode',
    lookup: 'Saldo opvragen',
  },
  {
    locale: 'fr-be',
    ...checkoutTexts['fr-be'],
    buy: 'Acheter une carte cadeau',
    prefix: '/fr-be',
    amount: 'Montant',
    addToCart: 'Ajouter au panier',
    only: 'Vous ne commandez que des cartes cadeaux',
    notice: 'Nous envoyons le numéro et le code de vérification de votre carte cadeau à',
    subject: /^Votre carte cadeau de la commande FB-\d+$/,
    lookupNumber: 'Numéro de carte',
    lookupCode: 'Code de vérification',
    lookup: 'Consulter le solde',
  },
  {
    locale: 'en-us',
    ...checkoutTexts['en-us'],
    buy: 'Buy a gift card',
    prefix: '/en-us',
    amount: 'Amount',
    addToCart: 'Add to cart',
    only: 'You are ordering gift cards only',
    notice: 'We e-mail the card number and verification code of your gift card to',
    subject: /^Your gift card from order FB-\d+$/,
    lookupNumber: 'Card number',
    lookupCode: 'Verification code',
    lookup: 'Check balance',
  },
];

for (const texts of locales) {
  test(`a guest buys a gift card and checks its balance in ${texts.locale}`, async ({
    page,
    request,
  }) => {
    const email = `kaart-${texts.locale}-${Date.now()}@example.be`;
    // The gift card pages lead to the card's product page.
    await page.goto(`${texts.prefix}/cadeaukaart/saldo`);
    await page.getByRole('link', { name: texts.buy }).click();
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/p/cadeaukaart$`));
    await page.getByLabel(texts.amount, { exact: true }).selectOption({ label: '€ 25,00' });
    await page.getByRole('button', { name: texts.addToCart }).click();
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1');

    await page.goto(`${texts.prefix}/afrekenen`);
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    // Nothing to deliver: no date to choose, no delivery cost.
    await expect(page.getByTestId('gift-cards-only')).toContainText(texts.only);
    await expect(page.locator('select[name="deliveryDate"]')).toHaveCount(0);
    await expect(page.getByTestId('checkout-total')).toContainText('€ 25,00');
    await page.getByRole('button', { name: texts.next }).click();

    await page.getByLabel(texts.first, { exact: true }).fill('Anna');
    await page.getByLabel(texts.last, { exact: true }).fill('Peeters');
    if (texts.place) {
      await page.getByLabel(texts.place).fill('Gent');
      await page.getByRole('button', { name: /^9000 / }).click();
    } else {
      await page.getByLabel('Postcode').fill('3511 AB');
    }
    await page.getByLabel(texts.street).fill('Veldstraat');
    await page.getByLabel(texts.number, { exact: true }).fill('3');
    // A Dutch postcode and number bring the place.
    if (!texts.place) await expect(page.getByLabel(texts.city)).toHaveValue('Utrecht');
    await page.getByRole('button', { name: texts.next }).click();

    await page.getByLabel(texts.email).fill(email);
    await page.getByRole('radio', { name: texts.card }).check();
    await fillCardFields(page, { holder: 'A. Peeters' });
    await page.getByRole('button', { name: texts.pay }).click();
    await expect(page.getByRole('heading', { name: texts.thanks })).toBeVisible();
    await expect(page.getByTestId('gift-card-notice')).toHaveText(
      new RegExp(`^${texts.notice} ${email.replace(/[.]/g, '\\.')}`),
    );

    // The card arrives by mail, its code only there; the balance page knows it.
    const mail = await latestMailTo(request, email, texts.subject);
    const [, number, code] = mail.text.match(/((?:\d{4} ){3}\d{4})\n[^\n]*: (\d{6})\n/)!;
    await page.goto(`${texts.prefix}/cadeaukaart/saldo`);
    await page.getByLabel(texts.lookupNumber).fill(number!);
    await page.getByLabel(texts.lookupCode).fill(code!);
    await page.getByRole('button', { name: texts.lookup }).click();
    await expect(page.getByTestId('giftcard-balance')).toHaveText('€ 25,00');
  });
}
