import { formatMoney, intlLocale, streetLine } from '@shop/contracts/format';
import type { Locale } from '@shop/contracts/messages';
import type { OrderView } from '../plugins/app/orders/order/order-view';
import { escapeHtml } from './html';
import { mailTexts } from './mail-texts';

/**
 * The order confirmation: what was ordered, for when and where, and what it cost. Everything the
 * shopper typed (card texts, names) is escaped in the HTML part.
 */
export function orderConfirmationMail(order: OrderView, locale: Locale) {
  const t = mailTexts(locale);
  const words = {
    number: t('orderNumber'),
    deliveryDate: t('deliveryDate'),
    deliveredTo: t('orderConfirmation.deliveredTo'),
    card: t('orderConfirmation.card'),
    photo: t('orderConfirmation.photo'),
    total: t('orderConfirmation.total'),
    vat: t('orderConfirmation.vat'),
    delivery: t('orderConfirmation.delivery'),
    giftCards: t('orderConfirmation.giftCards'),
    closing: `${t('closing')}\n${t('signature')}`,
  };
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${order.delivery_date}T00:00:00Z`));
  const address = order.delivery_address;
  const addressLines = [
    `${address.firstname} ${address.lastname}`,
    streetLine(address),
    `${address.postcode} ${address.city}`,
  ];
  const lines = order.lines.map((line) => ({
    text: `${line.quantity} × ${line.product.name}${Object.values(line.properties).length ? ` (${Object.values(line.properties).join(', ')})` : ''}: ${formatMoney(line.price_total.incl_vat)}`,
    // What goes with the item: the card, and the design's texts and photo (ADR 0028).
    extras: [
      ...(line.card ? [`${words.card} ${line.card.name}: “${line.card.text}”`] : []),
      ...(line.design?.lines ?? [])
        .filter((item) => item.text)
        .map((item) => `${item.label}: “${item.text}”`),
      ...(line.design?.photo ? [`${words.photo}: ${line.design.photo.file_name}`] : []),
    ],
  }));
  const intro = t(
    order.status === 'approvement-pending'
      ? 'orderConfirmation.approval'
      : 'orderConfirmation.thanks',
  );
  // Gift cards are mailed on their own, never delivered (ADR 0021).
  const delivered = order.lines.some((line) => !line.gift_card);
  const giftCards = order.lines.some((line) => line.gift_card);
  const greeting = t('greeting', { name: order.ordered_by });
  const text = [
    greeting,
    '',
    intro,
    ...(giftCards ? ['', words.giftCards] : []),
    '',
    `${words.number}: ${order.number}`,
    ...(delivered
      ? [`${words.deliveryDate}: ${date}`, `${words.deliveredTo}: ${addressLines.join(', ')}`]
      : []),
    '',
    ...lines.flatMap((line) => [line.text, ...line.extras.map((extra) => `  ${extra}`)]),
    `${words.delivery}: ${formatMoney(order.delivery_cost.incl_vat)}`,
    `${words.total}: ${formatMoney(order.total.incl_vat)} (${words.vat} ${formatMoney(order.total.vat)})`,
    '',
    words.closing,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${giftCards ? `<p>${escapeHtml(words.giftCards)}</p>\n` : ''}<p><strong>${escapeHtml(words.number)}:</strong> ${escapeHtml(order.number)}${
    delivered
      ? `<br>
<strong>${escapeHtml(words.deliveryDate)}:</strong> ${escapeHtml(date)}<br>
<strong>${escapeHtml(words.deliveredTo)}:</strong> ${addressLines.map(escapeHtml).join('<br>')}`
      : ''
  }</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line.text)}${line.extras.map((extra) => `<br><em>${escapeHtml(extra)}</em>`).join('')}</li>`).join('')}</ul>
<p>${escapeHtml(words.delivery)}: ${escapeHtml(formatMoney(order.delivery_cost.incl_vat))}<br>
<strong>${escapeHtml(words.total)}: ${escapeHtml(formatMoney(order.total.incl_vat))}</strong> (${escapeHtml(words.vat)} ${escapeHtml(formatMoney(order.total.vat))})</p>
<p>${words.closing.split('\n').map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject: t('orderConfirmation.subject', { number: order.number }), text, html };
}
