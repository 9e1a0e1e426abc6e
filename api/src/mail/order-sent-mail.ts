import type { Locale } from '@shop/contracts/messages';
import type { TrackAndTrace } from '@shop/contracts/api';
import { escapeHtml } from './html';

interface OrderSentTexts {
  subject: (number: string) => string;
  greeting: (name: string) => string;
  sent: string;
  follow: string;
  noCode: string;
  number: string;
  deliveryDate: string;
  closing: string;
  dateLocale: string;
}

const nlNl: OrderSentTexts = {
  subject: (number) => `Je bestelling ${number} is onderweg`,
  greeting: (name) => `Beste ${name},`,
  sent: 'Goed nieuws: je bestelling is verzonden.',
  follow: 'Volg je zending hier:',
  noCode: 'Onze bloemist bezorgt haar zelf op de bezorgdatum.',
  number: 'Bestelnummer',
  deliveryDate: 'Bezorgdatum',
  closing: 'Met vriendelijke groet,\nBloem & Zo',
  dateLocale: 'nl-NL',
};

const texts: Record<Locale, OrderSentTexts> = {
  'nl-nl': nlNl,
  'nl-be': { ...nlNl, closing: 'Met vriendelijke groeten,\nBloem & Zo', dateLocale: 'nl-BE' },
  'fr-be': {
    subject: (number) => `Votre commande ${number} est en route`,
    greeting: (name) => `Bonjour ${name},`,
    sent: 'Bonne nouvelle : votre commande a été expédiée.',
    follow: 'Suivez votre envoi ici :',
    noCode: 'Notre fleuriste la livre lui-même à la date de livraison.',
    number: 'Numéro de commande',
    deliveryDate: 'Date de livraison',
    closing: 'Cordialement,\nBloem & Zo',
    dateLocale: 'fr-BE',
  },
  'en-us': {
    subject: (number) => `Your order ${number} is on its way`,
    greeting: (name) => `Dear ${name},`,
    sent: 'Good news: your order has been sent.',
    follow: 'Follow your parcel here:',
    noCode: 'Our florist delivers it in person on the delivery date.',
    number: 'Order number',
    deliveryDate: 'Delivery date',
    closing: 'Kind regards,\nBloem & Zo',
    dateLocale: 'en-US',
  },
};

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
  const t = texts[locale];
  const date = new Intl.DateTimeFormat(t.dateLocale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${order.deliveryDate}T00:00:00Z`),
  );
  const parcels = order.trackAndTrace;
  const text = [
    t.greeting(order.orderedBy),
    '',
    t.sent,
    '',
    `${t.number}: ${order.number}`,
    `${t.deliveryDate}: ${date}`,
    '',
    ...(parcels.length > 0
      ? [t.follow, ...parcels.map((parcel) => `${parcel.code}: ${parcel.url}`)]
      : [t.noCode]),
    '',
    t.closing,
  ].join('\n');
  const links = parcels
    .map((parcel) => `<li><a href="${escapeHtml(parcel.url)}">${escapeHtml(parcel.code)}</a></li>`)
    .join('');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.greeting(order.orderedBy))}</p>
<p>${escapeHtml(t.sent)}</p>
<p><strong>${escapeHtml(t.number)}:</strong> ${escapeHtml(order.number)}<br>
<strong>${escapeHtml(t.deliveryDate)}:</strong> ${escapeHtml(date)}</p>
${parcels.length > 0 ? `<p>${escapeHtml(t.follow)}</p>\n<ul>${links}</ul>` : `<p>${escapeHtml(t.noCode)}</p>`}
<p>${t.closing.split('\n').map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject: t.subject(order.number), text, html };
}
