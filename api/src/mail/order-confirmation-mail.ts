import { formatMoney, streetLine } from '@shop/contracts/format';
import type { Locale } from '@shop/contracts/messages';
import type { OrderView } from '../plugins/app/order/order-view';
import { escapeHtml } from './html';

interface OrderMailTexts {
  subject: (number: string) => string;
  greeting: (name: string) => string;
  thanks: string;
  approval: string;
  giftCards: string;
  number: string;
  deliveryDate: string;
  deliveredTo: string;
  card: string;
  photo: string;
  total: string;
  vat: string;
  delivery: string;
  closing: string;
  dateLocale: string;
}

const nlNl: OrderMailTexts = {
  subject: (number) => `Bevestiging van je bestelling ${number}`,
  greeting: (name) => `Beste ${name},`,
  thanks: 'Bedankt voor je bestelling. Onze bloemist gaat ermee aan de slag.',
  approval: 'Je bestelling wacht op goedkeuring binnen je bedrijf. We laten het je weten.',
  giftCards:
    'Het kaartnummer en de controlecode van je cadeaukaart sturen we in een aparte e-mail, zodra je betaling binnen is.',
  number: 'Bestelnummer',
  deliveryDate: 'Bezorgdatum',
  deliveredTo: 'Bezorgadres',
  card: 'Kaartje',
  photo: 'Foto',
  total: 'Totaal incl. btw',
  vat: 'waarvan btw',
  delivery: 'Bezorgkosten',
  closing: 'Met vriendelijke groet,\nBloem & Zo',
  dateLocale: 'nl-NL',
};

const texts: Record<Locale, OrderMailTexts> = {
  'nl-nl': nlNl,
  'nl-be': {
    ...nlNl,
    giftCards:
      'Het kaartnummer en de controlecode van je geschenkkaart sturen we in een aparte e-mail, zodra je betaling binnen is.',
    closing: 'Met vriendelijke groeten,\nBloem & Zo',
    dateLocale: 'nl-BE',
  },
  'fr-be': {
    subject: (number) => `Confirmation de votre commande ${number}`,
    greeting: (name) => `Bonjour ${name},`,
    thanks: 'Merci pour votre commande. Notre fleuriste s’en occupe.',
    approval:
      'Votre commande attend l’approbation de votre entreprise. Nous vous tiendrons au courant.',
    giftCards:
      'Nous envoyons le numéro et le code de vérification de votre carte cadeau dans un e-mail séparé, dès réception de votre paiement.',
    number: 'Numéro de commande',
    deliveryDate: 'Date de livraison',
    deliveredTo: 'Adresse de livraison',
    card: 'Carte',
    photo: 'Photo',
    total: 'Total TVA comprise',
    vat: 'dont TVA',
    delivery: 'Frais de livraison',
    closing: 'Cordialement,\nBloem & Zo',
    dateLocale: 'fr-BE',
  },
  'en-us': {
    subject: (number) => `Your order ${number} is confirmed`,
    greeting: (name) => `Dear ${name},`,
    thanks: 'Thank you for your order. Our florist is getting to work on it.',
    approval: 'Your order is waiting for approval within your company. We will let you know.',
    giftCards:
      'We send the card number and verification code of your gift card in a separate e-mail as soon as your payment is in.',
    number: 'Order number',
    deliveryDate: 'Delivery date',
    deliveredTo: 'Delivery address',
    card: 'Card',
    photo: 'Photo',
    total: 'Total incl. VAT',
    vat: 'of which VAT',
    delivery: 'Delivery',
    closing: 'Kind regards,\nBloem & Zo',
    dateLocale: 'en-US',
  },
};

/**
 * The order confirmation: what was ordered, for when and where, and what it cost. Everything the
 * shopper typed (card texts, names) is escaped in the HTML part.
 */
export function orderConfirmationMail(order: OrderView, locale: Locale) {
  const t = texts[locale];
  const date = new Intl.DateTimeFormat(t.dateLocale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${order.delivery_date}T00:00:00Z`),
  );
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
      ...(line.card ? [`${t.card} ${line.card.name}: “${line.card.text}”`] : []),
      ...(line.design?.lines ?? [])
        .filter((item) => item.text)
        .map((item) => `${item.label}: “${item.text}”`),
      ...(line.design?.photo ? [`${t.photo}: ${line.design.photo.file_name}`] : []),
    ],
  }));
  const intro = order.status === 'approvement-pending' ? t.approval : t.thanks;
  // Gift cards are mailed on their own, never delivered (ADR 0021).
  const delivered = order.lines.some((line) => !line.gift_card);
  const giftCards = order.lines.some((line) => line.gift_card);
  const name = order.ordered_by;
  const text = [
    t.greeting(name),
    '',
    intro,
    ...(giftCards ? ['', t.giftCards] : []),
    '',
    `${t.number}: ${order.number}`,
    ...(delivered
      ? [`${t.deliveryDate}: ${date}`, `${t.deliveredTo}: ${addressLines.join(', ')}`]
      : []),
    '',
    ...lines.flatMap((line) => [line.text, ...line.extras.map((extra) => `  ${extra}`)]),
    `${t.delivery}: ${formatMoney(order.delivery_cost.incl_vat)}`,
    `${t.total}: ${formatMoney(order.total.incl_vat)} (${t.vat} ${formatMoney(order.total.vat)})`,
    '',
    t.closing,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(intro)}</p>
${giftCards ? `<p>${escapeHtml(t.giftCards)}</p>\n` : ''}<p><strong>${escapeHtml(t.number)}:</strong> ${escapeHtml(order.number)}${
    delivered
      ? `<br>
<strong>${escapeHtml(t.deliveryDate)}:</strong> ${escapeHtml(date)}<br>
<strong>${escapeHtml(t.deliveredTo)}:</strong> ${addressLines.map(escapeHtml).join('<br>')}`
      : ''
  }</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line.text)}${line.extras.map((extra) => `<br><em>${escapeHtml(extra)}</em>`).join('')}</li>`).join('')}</ul>
<p>${escapeHtml(t.delivery)}: ${escapeHtml(formatMoney(order.delivery_cost.incl_vat))}<br>
<strong>${escapeHtml(t.total)}: ${escapeHtml(formatMoney(order.total.incl_vat))}</strong> (${escapeHtml(t.vat)} ${escapeHtml(formatMoney(order.total.vat))})</p>
<p>${t.closing.split('\n').map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject: t.subject(order.number), text, html };
}
