import { formatMoney, intlLocale } from '@shop/contracts/format';
import type { Locale } from '@shop/contracts/messages';
import { escapeHtml } from './html';
import { mailTexts } from './mail-texts';

export interface MailedGiftCard {
  cardNumber: string;
  verificationCode: string;
  balanceCents: number;
  expiresAt: Date;
}

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
  const t = mailTexts(locale);
  const words = {
    greeting: t('giftCard.greeting'),
    intro: t('giftCard.intro', { number: order.number }),
    card: t('giftCard.card'),
    code: t('giftCard.code'),
    amount: t('giftCard.amount'),
    validUntil: t('giftCard.validUntil'),
    keep: t('giftCard.keep'),
    balance: t('giftCard.balance'),
    closing: `${t('closing')}\n${t('signature')}`,
  };
  const date = (at: Date) =>
    new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: 'long',
      timeZone: 'Europe/Amsterdam',
    }).format(at);
  const blocks = cards.map((card) => [
    `${words.card}: ${grouped(card.cardNumber)}`,
    `${words.code}: ${card.verificationCode}`,
    `${words.amount}: ${formatMoney(card.balanceCents)}`,
    `${words.validUntil}: ${date(card.expiresAt)}`,
  ]);
  const text = [
    words.greeting,
    '',
    words.intro,
    '',
    ...blocks.flatMap((block) => [...block, '']),
    words.keep,
    `${words.balance} ${balanceUrl}`,
    '',
    words.closing,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(words.intro)}</p>
${blocks.map((block) => `<p>${block.map(escapeHtml).join('<br>')}</p>`).join('\n')}
<p>${escapeHtml(words.keep)}</p>
<p>${escapeHtml(words.balance)} <a href="${escapeHtml(balanceUrl)}">${escapeHtml(balanceUrl)}</a></p>
<p>${words.closing.split('\n').map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject: t('giftCard.subject', { number: order.number }), text, html };
}
