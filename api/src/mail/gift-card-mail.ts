import { formatMoney } from '@shop/contracts/format';
import type { Locale } from '@shop/contracts/messages';
import { escapeHtml } from './html';

export interface MailedGiftCard {
  cardNumber: string;
  verificationCode: string;
  balanceCents: number;
  expiresAt: Date;
}

interface GiftCardMailTexts {
  subject: (number: string) => string;
  greeting: string;
  intro: (number: string) => string;
  card: string;
  code: string;
  amount: string;
  validUntil: string;
  keep: string;
  balance: string;
  closing: string;
  dateLocale: string;
}

const nlNl: GiftCardMailTexts = {
  subject: (number) => `Je cadeaukaart van bestelling ${number}`,
  greeting: 'Hallo,',
  intro: (number) => `Je betaling voor bestelling ${number} is binnen. Hier is je cadeaukaart:`,
  card: 'Kaartnummer',
  code: 'Controlecode',
  amount: 'Tegoed',
  validUntil: 'Geldig tot en met',
  keep: 'Bewaar deze e-mail goed: met het kaartnummer en de controlecode besteedt de ontvanger het tegoed.',
  balance: 'Het tegoed bekijk je op',
  closing: 'Met vriendelijke groet,\nBloem & Zo',
  dateLocale: 'nl-NL',
};

const texts: Record<Locale, GiftCardMailTexts> = {
  'nl-nl': nlNl,
  'nl-be': {
    ...nlNl,
    subject: (number) => `Je geschenkkaart van bestelling ${number}`,
    intro: (number) => `Je betaling voor bestelling ${number} is binnen. Hier is je geschenkkaart:`,
    closing: 'Met vriendelijke groeten,\nBloem & Zo',
    dateLocale: 'nl-BE',
  },
  'fr-be': {
    subject: (number) => `Votre carte cadeau de la commande ${number}`,
    greeting: 'Bonjour,',
    intro: (number) =>
      `Nous avons bien reçu votre paiement pour la commande ${number}. Voici votre carte cadeau :`,
    card: 'Numéro de carte',
    code: 'Code de vérification',
    amount: 'Solde',
    validUntil: 'Valable jusqu’au',
    keep: 'Conservez bien cet e-mail : le numéro de carte et le code de vérification permettent au destinataire d’utiliser le solde.',
    balance: 'Consultez le solde sur',
    closing: 'Cordialement,\nBloem & Zo',
    dateLocale: 'fr-BE',
  },
  'en-us': {
    subject: (number) => `Your gift card from order ${number}`,
    greeting: 'Hello,',
    intro: (number) => `Your payment for order ${number} is in. Here is your gift card:`,
    card: 'Card number',
    code: 'Verification code',
    amount: 'Balance',
    validUntil: 'Valid through',
    keep: 'Keep this e-mail safe: the card number and verification code are what the recipient spends the balance with.',
    balance: 'Check the balance at',
    closing: 'Kind regards,\nBloem & Zo',
    dateLocale: 'en-US',
  },
};

/** The card number in groups of four, as it is printed on a card. */
const grouped = (cardNumber: string) => cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The mail that hands over bought gift cards: number, code, amount and expiry of each, and where
 * to look up the balance. The only place a bought card's code ever appears (ADR 0021).
 */
export function giftCardMail(
  order: { number: string },
  cards: MailedGiftCard[],
  locale: Locale,
  balanceUrl: string,
) {
  const t = texts[locale];
  const date = (at: Date) =>
    new Intl.DateTimeFormat(t.dateLocale, {
      dateStyle: 'long',
      timeZone: 'Europe/Amsterdam',
    }).format(at);
  const blocks = cards.map((card) => [
    `${t.card}: ${grouped(card.cardNumber)}`,
    `${t.code}: ${card.verificationCode}`,
    `${t.amount}: ${formatMoney(card.balanceCents)}`,
    `${t.validUntil}: ${date(card.expiresAt)}`,
  ]);
  const text = [
    t.greeting,
    '',
    t.intro(order.number),
    '',
    ...blocks.flatMap((block) => [...block, '']),
    t.keep,
    `${t.balance} ${balanceUrl}`,
    '',
    t.closing,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.intro(order.number))}</p>
${blocks.map((block) => `<p>${block.map(escapeHtml).join('<br>')}</p>`).join('\n')}
<p>${escapeHtml(t.keep)}</p>
<p>${escapeHtml(t.balance)} <a href="${escapeHtml(balanceUrl)}">${escapeHtml(balanceUrl)}</a></p>
<p>${t.closing.split('\n').map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject: t.subject(order.number), text, html };
}
