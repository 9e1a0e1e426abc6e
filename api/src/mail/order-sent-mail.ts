import { intlLocale } from '@shop/contracts/format';
import type { Locale } from '@shop/contracts/messages';
import type { TrackAndTrace } from '@shop/contracts/api';
import { escapeHtml } from './html';
import { mailTexts } from './mail-texts';

export interface OrderSentMailInput {
  number: string;
  orderedBy: string;
  deliveryDate: string;
  trackAndTrace: TrackAndTrace[];
}

/**
 * The mail when an order is sent (spec: Order, track and trace codes; ADR 0039): the parcels'
 * codes with their links, in the customer's language.
 */
export function orderSentMail(order: OrderSentMailInput, locale: Locale) {
  const t = mailTexts(locale);
  const words = {
    greeting: t('greeting', { name: order.orderedBy }),
    sent: t('orderSent.sent'),
    follow: t('orderSent.follow'),
    noCode: t('orderSent.noCode'),
    number: t('orderNumber'),
    deliveryDate: t('deliveryDate'),
    closing: `${t('closing')}\n${t('signature')}`,
  };
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${order.deliveryDate}T00:00:00Z`));
  const parcels = order.trackAndTrace;
  const text = [
    words.greeting,
    '',
    words.sent,
    '',
    `${words.number}: ${order.number}`,
    `${words.deliveryDate}: ${date}`,
    '',
    ...(parcels.length > 0
      ? [words.follow, ...parcels.map((parcel) => `${parcel.code}: ${parcel.url}`)]
      : [words.noCode]),
    '',
    words.closing,
  ].join('\n');
  const links = parcels
    .map((parcel) => `<li><a href="${escapeHtml(parcel.url)}">${escapeHtml(parcel.code)}</a></li>`)
    .join('');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(words.sent)}</p>
<p><strong>${escapeHtml(words.number)}:</strong> ${escapeHtml(order.number)}<br>
<strong>${escapeHtml(words.deliveryDate)}:</strong> ${escapeHtml(date)}</p>
${parcels.length > 0 ? `<p>${escapeHtml(words.follow)}</p>\n<ul>${links}</ul>` : `<p>${escapeHtml(words.noCode)}</p>`}
<p>${words.closing.split('\n').map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject: t('orderSent.subject', { number: order.number }), text, html };
}
