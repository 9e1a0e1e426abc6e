import type { Locale } from '@shop/contracts/messages';
import { formatMoney } from '@shop/contracts/format';
import { escapeHtml } from './html';
import { mailTexts } from './mail-texts';

export interface OrderCanceledMailInput {
  number: string;
  orderedBy: string;
  /** What the refunds give back, in cents (0 when nothing was paid). */
  refundedCents: number;
}

/**
 * The mail when the shop's staff cancel an order (ADR 0048), in the customer's language: a
 * fixed text and the money going back. Staff's reason is never in it: it is a note for
 * colleagues in the order's history, written in the shop's language and possibly internal.
 * The amount is in the shop's one money format (spec: a dot for thousands, a comma for cents).
 */
export function orderCanceledMail(order: OrderCanceledMailInput, locale: Locale) {
  const t = mailTexts(locale);
  const words = {
    greeting: t('greeting', { name: order.orderedBy }),
    canceled: t('orderCanceled.canceled'),
    number: t('orderNumber'),
    questions: t('orderCanceled.questions'),
    closing: `${t('closing')}\n${t('signature')}`,
  };
  const money =
    order.refundedCents > 0
      ? t('orderCanceled.refund', { amount: formatMoney(order.refundedCents) })
      : t('orderCanceled.nothingPaid');
  const text = [
    words.greeting,
    '',
    words.canceled,
    '',
    `${words.number}: ${order.number}`,
    '',
    money,
    '',
    words.questions,
    '',
    words.closing,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(words.canceled)}</p>
<p><strong>${escapeHtml(words.number)}:</strong> ${escapeHtml(order.number)}</p>
<p>${escapeHtml(money)}</p>
<p>${escapeHtml(words.questions)}</p>
<p>${words.closing.split('\n').map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject: t('orderCanceled.subject', { number: order.number }), text, html };
}
